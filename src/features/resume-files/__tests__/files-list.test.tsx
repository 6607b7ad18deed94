/**
 * 附件简历 mounted with Taro's test utilities, its calls answered by a fake `call`: the files with their size
 * and the 默认 badge; rename (the dialog), set default and delete (after the confirmation) call their
 * endpoints; with RESUME_FILES_MAX files the upload is disabled and says why; the size and kind checks.
 */
import TestUtils from '@tarojs/test-utils-react';
import { RESUME_FILES_MSG } from '@common/messages.resume-files';
import type { ResumeFile } from '@common/resume-files';
import * as resumeFiles from '@/api/resume-files';
import { ResumeFilesList } from '../components/files-list';
import { checkResumeFile, fileSize } from '../rules';

const file = (id: number, name: string, isDefault = false): ResumeFile => ({
  id,
  name,
  kind: name.endsWith('.pdf') ? 'pdf' : 'docx',
  size: 356 * 1024,
  isDefault,
  source: 'upload',
  createdAt: '2026-11-20T02:00:00.000Z',
});

const mockCalls: Array<{ endpoint: unknown; input: unknown }> = [];
const mockFiles: { now: ResumeFile[] } = { now: [] };
jest.mock('@/lib/call', () => ({
  call: jest.fn(async (endpoint: unknown, input: unknown) => {
    const endpoints = jest.requireActual('@/api/resume-files') as typeof resumeFiles;
    mockCalls.push({ endpoint, input });
    if (endpoint === endpoints.files) return mockFiles.now;
    if (endpoint === endpoints.renameFile || endpoint === endpoints.setDefaultFile) return mockFiles.now[0];
    if (endpoint === endpoints.deleteFile) return undefined;
    throw new Error(`unexpected call ${String(endpoint)}`);
  }),
}));
const mockToasts: string[] = [];
jest.mock('@/lib/toast', () => ({
  toast: jest.fn(async (options: { title: string }) => {
    mockToasts.push(options.title);
    return { errMsg: 'ok' };
  }),
}));
const mockModal: { texts: string[]; confirm: () => void } = { texts: [], confirm: () => undefined };
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro');
  const showModal = (options: { content: string }) =>
    new Promise((resolve) => {
      mockModal.texts.push(options.content);
      mockModal.confirm = () => resolve({ confirm: true, cancel: false });
    });
  return new Proxy(actual, { get: (target, key) => (key === 'showModal' ? showModal : Reflect.get(target, key)) });
});

const utils = new TestUtils();
const all = (id: string) => Array.from(utils.queries.querySelectorAll(`[data-testid="${id}"]`)) as HTMLElement[];
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
const called = (endpoint: unknown) => mockCalls.filter((c) => c.endpoint === endpoint).map((c) => c.input);

beforeEach(() => {
  mockCalls.length = 0;
  mockToasts.length = 0;
  mockModal.texts.length = 0;
});
afterEach(() => utils.unmout());

test('lists the files with size, date and the 默认 badge; rename, default and delete call their endpoints', async () => {
  mockFiles.now = [file(1, '张小明-前端.pdf', true), file(2, '张小明-英文.docx')];
  await utils.mount(ResumeFilesList, {});
  await until(() => expect(all('resume-file-row')).toHaveLength(2));
  const [first, second] = all('resume-file-row');
  expect(first.textContent).toContain('张小明-前端.pdf');
  expect(first.textContent).toContain('356 KB');
  expect(first.textContent).toContain('2026-11-20');
  expect(first.querySelector('[data-testid="resume-file-default"]')?.textContent).toBe('默认');
  expect(second.querySelector('[data-testid="resume-file-default"]')).toBeNull();
  // The default has no 设为默认.
  expect(first.querySelector('[data-testid="resume-file-set-default"]')).toBeNull();
  expect(byTestId('resume-files-full')).toBeNull();

  // 设为默认
  utils.fireEvent.click(second.querySelector('[data-testid="resume-file-set-default"]')!);
  await until(() => expect(called(resumeFiles.setDefaultFile)).toEqual([{ id: 2 }]));
  await until(() => expect(mockToasts).toContain('已设为默认附件简历'));

  // 重命名: the dialog edits the name without its extension.
  utils.fireEvent.click(all('resume-file-row')[1].querySelector('[data-testid="resume-file-rename"]')!);
  await until(() => expect(byTestId('rename-dialog')).not.toBeNull());
  const inputOf = () =>
    utils.queries.querySelector(
      '[data-testid="rename-input"] input, input[data-testid="rename-input"]',
    ) as HTMLInputElement | null;
  await until(() => expect(inputOf()).not.toBeNull());
  const input = inputOf()!;
  utils.fireEvent.input(input, { target: { value: '英文简历' }, detail: { value: '英文简历' } } as never);
  utils.fireEvent.click(byTestId('rename-save')!);
  await until(() => expect(called(resumeFiles.renameFile)).toEqual([{ id: 2, name: '英文简历' }]));
  await until(() => expect(byTestId('rename-dialog')).toBeNull());

  // 删除: only after the confirmation.
  utils.fireEvent.click(all('resume-file-row')[1].querySelector('[data-testid="resume-file-delete"]')!);
  await until(() => expect(mockModal.texts).toHaveLength(1));
  expect(mockModal.texts[0]).toContain('张小明-英文.docx');
  expect(called(resumeFiles.deleteFile)).toEqual([]);
  mockModal.confirm();
  await until(() => expect(called(resumeFiles.deleteFile)).toEqual([{ id: 2 }]));
  await until(() => expect(mockToasts).toContain('附件简历已删除'));
  // Each change reloads the list.
  expect(called(resumeFiles.files).length).toBeGreaterThanOrEqual(4);
});

test('with the maximum of files the upload is disabled and says why', async () => {
  mockFiles.now = [file(1, 'a.pdf', true), file(2, 'b.pdf'), file(3, 'c.docx')];
  await utils.mount(ResumeFilesList, {});
  await until(() => expect(byTestId('resume-files-full')).not.toBeNull());
  expect(byTestId('resume-files-full')!.textContent).toBe('已有 3 份附件简历，删除一份后才能上传新的');
  expect(byTestId('resume-file-upload')!.getAttribute('aria-disabled')).toBe('true');
});

test('no files: the empty state, the upload open', async () => {
  mockFiles.now = [];
  await utils.mount(ResumeFilesList, {});
  await until(() => expect(byTestId('resume-files-empty')).not.toBeNull());
  expect(byTestId('resume-file-upload')!.getAttribute('aria-disabled')).toBe('false');
  expect(byTestId('online-pdf')).not.toBeNull();
  expect(byTestId('fill-from-file')).not.toBeNull();
});

test('a file is checked for its kind and size before it is sent', () => {
  expect(checkResumeFile({ name: 'cv.pdf', size: 1000 })).toBeUndefined();
  expect(checkResumeFile({ name: 'cv.DOCX', size: 1000 })).toBeUndefined();
  expect(checkResumeFile({ name: 'cv.png', size: 1000 })).toBe(RESUME_FILES_MSG.kind);
  expect(checkResumeFile({ name: 'cv.pdf', size: 20 * 1024 * 1024 + 1 })).toBe(RESUME_FILES_MSG.size);
  expect(checkResumeFile({ name: 'cv.doc', size: 0 })).toBe(RESUME_FILES_MSG.empty);
  expect(fileSize(1536 * 1024)).toBe('1.5 MB');
});
