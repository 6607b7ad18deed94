/**
 * Every avatar and project picture: the upload where there is one, named after its owner; else a neutral
 * drawing with a text alternative, never the first character of a name.
 */
import TestUtils from '@tarojs/test-utils-react';
import { PLACEHOLDERS } from '@/assets/icons/placeholders';
import { Avatar, type AvatarKind } from '..';

const utils = new TestUtils();
afterEach(() => utils.unmout());

async function picture(src: string | null, kind: AvatarKind = 'person') {
  await utils.mount(Avatar, { props: { src, name: '陈思远', className: 'oa-avatar', kind } });
  const element = (await utils.queries.waitForQuerySelector('[data-testid="avatar"]')) as HTMLElement & {
    src?: string;
  };
  return { element, src: element.src ?? element.getAttribute('src') };
}

test('no avatar: the drawn person, named as missing, with no character of the name', async () => {
  const { element, src } = await picture(null);
  expect(src).toBe(PLACEHOLDERS.person);
  expect(element.getAttribute('aria-label')).toBe('未设置头像');
  expect(element.getAttribute('role')).toBe('img');
  expect(element.className).toContain('oa-avatar--empty');
  expect(element.textContent).toBe('');
});

test("an uploaded avatar is shown and named as its owner's", async () => {
  const { element, src } = await picture('/api/uploads/avatar-1.png');
  expect(src).toBe('/api/uploads/avatar-1.png');
  expect(element.getAttribute('aria-label')).toBe('陈思远的头像');
  expect(element.className).not.toContain('--empty');
});

test('a project without a picture: the drawn folder', async () => {
  const { element, src } = await picture(null, 'project');
  expect(src).toBe(PLACEHOLDERS.project);
  expect(element.getAttribute('aria-label')).toBe('项目暂无图标');
});
