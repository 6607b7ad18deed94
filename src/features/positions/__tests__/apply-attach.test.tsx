/**
 * 投递 with the default resume file (附件简历): a seeker with a default file sees 附带附件简历：<name> with a
 * switch, on at first; the application carries `resumeFileId`, or none once switched off. Calls answered by a
 * fake `call`.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { PositionDetail } from '@common/positions';
import * as applications from '@/api/applications';
import * as resumeFiles from '@/api/resume-files';
import { useSession } from '@/lib/session';
import { ApplyButton } from '../components/apply-button';

const mockCalls: Array<{ endpoint: unknown; input: unknown }> = [];
jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown, input: unknown) => {
    const files = jest.requireActual('@/api/resume-files') as typeof resumeFiles;
    const apps = jest.requireActual('@/api/applications') as typeof applications;
    mockCalls.push({ endpoint, input });
    if (endpoint === files.files)
      return [
        { id: 7, name: '张小明-前端.pdf', kind: 'pdf', size: 1000, isDefault: true },
        { id: 8, name: '张小明-英文.docx', kind: 'docx', size: 1000, isDefault: false },
      ];
    if (endpoint === apps.apply) return { id: 99, status: 'delivered' };
    throw new Error(`unexpected call ${String(endpoint)}`);
  }),
}));
jest.mock('@/lib/toast', () => ({ toast: jest.fn(async () => ({ errMsg: 'ok' })) }));
jest.mock('@/services/subscribe', () => ({
  askToSubscribe: jest.fn(),
  preloadSubscriptions: jest.fn(async () => undefined),
}));

const utils = new TestUtils();
const byTestId = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
async function until(check: () => void): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      return check();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  check();
}
const position = { id: 3, mine: false, applicationId: null } as unknown as PositionDetail;
const applied = () => mockCalls.filter((c) => c.endpoint === applications.apply).map((c) => c.input);

beforeEach(() => {
  mockCalls.length = 0;
  useSession.setState({ isLogin: true, token: 't', userInfo: { id: 1, nickname: '甲', identity: 'seeker' } as never });
});
afterEach(() => utils.unmout());

test('the default file is attached unless switched off', async () => {
  await utils.mount(ApplyButton, { props: { position } });
  await until(() => expect(byTestId('apply-attach')).not.toBeNull());
  expect(byTestId('apply-attach')!.textContent).toBe('附带附件简历：张小明-前端.pdf');
  expect(byTestId('apply-attach')!.getAttribute('aria-checked')).toBe('true');
  utils.fireEvent.click(byTestId('job-apply')!);
  await until(() => expect(applied()).toEqual([{ positionId: 3, resumeFileId: 7 }]));
});

test('switched off, the application goes without a file', async () => {
  await utils.mount(ApplyButton, { props: { position } });
  await until(() => expect(byTestId('apply-attach')).not.toBeNull());
  utils.fireEvent.click(byTestId('apply-attach')!);
  await until(() => expect(byTestId('apply-attach')!.getAttribute('aria-checked')).toBe('false'));
  utils.fireEvent.click(byTestId('job-apply')!);
  await until(() => expect(applied()).toEqual([{ positionId: 3, resumeFileId: undefined }]));
});
