/**
 * The home shortcuts are pictures of what they open with their label (they were the label's first
 * character in a coloured square: 求, 简, 消 ...), and each is a button named by its label.
 */
import TestUtils from '@tarojs/test-utils-react';
import { waitFor } from '@tarojs/test-utils-react/dist/pure';
import { MENU_ICONS } from '@/assets/icons/menu-icons';
import { MenuGrid } from '../components/menu-grid';

const mockMenu = [
  ['求职', 'search', '/pages/index/index'],
  ['简历', 'resume', '/pages/resume/index'],
  ['消息', 'message', '/pages/message/index'],
  ['求职记录', 'record', '/pages/record/record'],
  ['私人助理', 'assistant', '/pages/aiChat/index'],
  ['职位管理', 'position', '/pages/ManagementPosition/ManagementPosition'],
  ['合同签署', 'contract', '/pages/contractAward/contractList'],
  ['帮助中心', 'help', '/pages/help/index'],
  ['新功能', 'future', '/pages/help/index'],
].map(([name, icon, path], index) => ({ id: index + 1, name, icon, path, sort: index }));

jest.mock('../api/menu-list', () => ({
  cachedMenuList: () => mockMenu,
  loadMenuList: () => Promise.resolve(mockMenu),
}));

const utils = new TestUtils();
afterEach(() => utils.unmout());

test('every shortcut is an icon of what it opens, with its label as text and as its name', async () => {
  await utils.mount(MenuGrid, { props: {} });
  await waitFor(() => expect(utils.queries.querySelectorAll('[data-testid="menu-item"]')).toHaveLength(9));
  const items = Array.from(utils.queries.querySelectorAll('[data-testid="menu-item"]')) as HTMLElement[];
  const labels = ['求职', '简历', '消息', '求职记录', '私人助理', '职位管理', '合同签署', '帮助中心', '新功能'];
  expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(labels);
  expect(items.map((item) => item.getAttribute('role'))).toEqual(labels.map(() => 'button'));
  for (const [index, item] of items.entries()) {
    const tile = item.querySelector('.menu-grid__icon') as HTMLElement;
    // No character in the tile: a picture, and the label under it.
    expect(tile.textContent).toBe('');
    const picture = tile.querySelector('.menu-grid__picture') as HTMLElement & { src?: string };
    const icon = index < 8 ? mockMenu[index].icon : 'other';
    expect(picture.getAttribute('data-icon')).toBe(icon);
    expect(picture.src ?? picture.getAttribute('src')).toBe(MENU_ICONS[icon]);
    expect(item.querySelector('.menu-grid__label')?.textContent).toBe(labels[index]);
  }
  // Eight different pictures, each a small SVG.
  expect(new Set(Object.values(MENU_ICONS)).size).toBe(Object.keys(MENU_ICONS).length);
  for (const uri of Object.values(MENU_ICONS)) {
    expect(uri).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(uri.length).toBeLessThan(700);
  }
});

test("a recruiter's home leaves out the shortcuts to a job seeker's own pages", async () => {
  await utils.mount(MenuGrid, { props: { hideSeekerShortcuts: true } });
  await waitFor(() => expect(utils.queries.querySelectorAll('[data-testid="menu-item"]')).toHaveLength(6));
  const items = Array.from(utils.queries.querySelectorAll('[data-testid="menu-item"]')) as HTMLElement[];
  expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
    '消息',
    '私人助理',
    '职位管理',
    '合同签署',
    '帮助中心',
    '新功能',
  ]);
});
