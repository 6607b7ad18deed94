/**
 * Position cards show the company's own logo where it uploaded one, else a drawn building with a text
 * alternative: never the name's first character in a coloured square.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { PositionSummary } from '@common/positions';
import { PLACEHOLDERS } from '@/assets/icons/placeholders';
import { PositionCard } from '../components/position-card';

const utils = new TestUtils();
afterEach(() => utils.unmout());

const card = (companyLogo: string | null): PositionSummary => ({
  id: 1,
  title: '前端开发工程师',
  jobType: 'full',
  companyId: 2,
  companyName: '杭州云栖科技有限公司',
  companyLogo,
  regionCode: '330106',
  regionName: '杭州·西湖区',
  salaryMin: 15000,
  salaryMax: 25000,
  salaryUnit: 'month',
  salaryMonths: 12,
  negotiable: false,
  education: 'bachelor',
  experience: null,
  updatedAt: '2026-11-20T02:00:00.000Z',
});

async function logoOf(companyLogo: string | null) {
  await utils.mount(PositionCard, {
    props: { position: card(companyLogo), locale: 'zh-Hans', onOpen: () => undefined },
  });
  const logo = (await utils.queries.waitForQuerySelector('[data-testid="company-logo"]')) as HTMLElement & {
    src?: string;
  };
  return { logo, src: logo.src ?? logo.getAttribute('src') };
}

test('a company without a logo gets the drawn building, named as such', async () => {
  const { logo, src } = await logoOf(null);
  expect(src).toBe(PLACEHOLDERS.building);
  expect(logo.getAttribute('aria-label')).toBe('公司暂无标志');
  expect(logo.getAttribute('role')).toBe('img');
  expect(logo.textContent).toBe('');
});

test("a company's uploaded logo is shown, named after the company", async () => {
  const { logo, src } = await logoOf('/api/uploads/logo-2.png');
  expect(src).toBe('/api/uploads/logo-2.png');
  expect(logo.getAttribute('aria-label')).toBe('杭州云栖科技有限公司的标志');
});
