/**
 * A project's page: its content shows line by line as typed (it ran together on one line), and the member
 * picker offers only the active staff not in the project yet (it offered its members again).
 */
import TestUtils from '@tarojs/test-utils-react';
import type { ProjectDetail, StaffRow } from '@common/oa';

const mockProject: ProjectDetail = {
  id: 7,
  name: '职达小程序二期',
  logo: '',
  startDate: '2026-05-10',
  endDate: '2026-08-31',
  introduction: '消息中心与电子合同',
  content: '1. 需求评审\n2. 开发\n\n3. 上线',
  status: 'in_progress',
  endedEarly: false,
  memberCount: 1,
  members: [{ staffId: 1, name: '王小红', position: '前端', post: '前端负责人', avatar: '', status: 'active' }],
};
const staffRow = (id: number, name: string): StaffRow => ({
  id,
  name,
  phone: '13912345678',
  idNumberMasked: '1101**********002X',
  gender: 'female',
  position: '前端',
  department: '',
  status: 'active',
  entryDate: '',
  avatar: '',
});

const mockPickable = jest.fn(async (_projectId: number) => [staffRow(1, '王小红'), staffRow(2, '李明')]);
const mockOptions: Array<Array<{ value: string; label: string }>> = [];

jest.mock('@/lib/call', () => ({ call: jest.fn(async () => mockProject) }));
jest.mock('../api/oa-api', () => ({ oaApi: { pickableStaff: (id: number) => mockPickable(id) } }));
jest.mock('@/components/pickers', () => ({
  ...jest.requireActual('@/components/pickers'),
  SelectField: (props: { options: Array<{ value: string; label: string }> }) => {
    mockOptions.push(props.options);
    return null;
  },
}));

import { ProjectInfo } from '../components/projects';

/** Checks again every 50 ms until it holds (5 s at most). */
async function waitFor(check: () => void, ms = 5000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const utils = new TestUtils();
afterEach(() => utils.unmout());

test('content keeps its lines; the picker asks for and offers only the staff not in the project', async () => {
  await utils.mount(ProjectInfo, { props: { id: 7 } });
  await waitFor(() => expect(utils.queries.querySelector('[data-testid="project-content"]')).toBeTruthy());
  const lines = Array.from(
    utils.queries.querySelectorAll('[data-testid="project-content"] .oa-lines__line'),
  ) as HTMLElement[];
  expect(lines.map((line) => line.textContent)).toEqual(['1. 需求评审', '2. 开发', '\u00a0', '3. 上线']);

  expect(mockPickable).toHaveBeenCalledWith(7);
  // Even if the list came before a member was added, a member is not offered.
  expect(mockOptions.at(-1)).toEqual([{ value: '2', label: '李明 · 前端' }]);
});
