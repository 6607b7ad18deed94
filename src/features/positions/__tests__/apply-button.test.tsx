/**
 * The job detail's apply button once applied: the state is said in full and short enough for the bar
 * (收藏, 立即沟通 and this button side by side on a 390 px phone; it was cut to 已投递 · 已通).
 */
import TestUtils from '@tarojs/test-utils-react';
import type { PositionDetail } from '@common/positions';
import { ApplyButton } from '../components/apply-button';

const utils = new TestUtils();
afterEach(() => utils.unmout());

const applied = (status: 'delivered' | 'passed' | 'rejected') =>
  ({ id: 3, mine: false, applicationId: 9, applicationStatus: status }) as unknown as PositionDetail;

test.each([
  ['delivered', '已投递'],
  ['passed', '投递已通过'],
  ['rejected', '投递未通过'],
] as const)('an application %s reads %s (five characters at most)', async (status, text) => {
  await utils.mount(ApplyButton, { props: { position: applied(status) } });
  const button = await utils.queries.waitForQuerySelector('[data-testid="job-apply"]');
  expect(button.textContent).toBe(text);
  expect(Array.from(button.textContent ?? '').length).toBeLessThanOrEqual(5);
});
