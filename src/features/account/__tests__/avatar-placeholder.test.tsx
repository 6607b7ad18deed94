/**
 * A user without an avatar gets a drawn person with a text alternative, not the first character of their
 * name in a coloured circle; an uploaded avatar is shown as it is.
 */
import TestUtils from '@tarojs/test-utils-react';
import { PLACEHOLDERS } from '@/assets/icons/placeholders';
import { useSession } from '@/lib/session';
import { PersonalCenter } from '../components/personal-center';

// Page hooks need a page around the component: the list refresh on show is not what this test is about.
jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual('@tarojs/taro');
  return { __esModule: true, ...taro, default: taro.default ?? taro, useDidShow: () => undefined };
});
jest.mock('@/lib/call', () => ({ call: jest.fn(() => new Promise(() => undefined)) }));

const utils = new TestUtils();
afterEach(() => utils.unmout());

const user = (avatar: string | null) =>
  ({ id: 1, phone: '13800000001', nickname: '张小明', avatar, identity: 'seeker' }) as never;

async function avatar(of: string | null) {
  useSession.setState({ isLogin: true, token: 't', userInfo: user(of) });
  await utils.mount(PersonalCenter, { props: {} });
  const profile = await utils.queries.waitForQuerySelector('[data-testid="center-profile"]');
  const picture = profile.querySelector('.center__avatar') as HTMLElement & { src?: string };
  return { picture, src: picture.src ?? picture.getAttribute('src'), profile };
}

test('no avatar: the drawn person, named', async () => {
  const { picture, src } = await avatar(null);
  expect(src).toBe(PLACEHOLDERS.person);
  expect(picture.getAttribute('aria-label')).toBe('未设置头像');
  expect(picture.textContent).toBe('');
});

test('an uploaded avatar is shown', async () => {
  const { src } = await avatar('/api/uploads/avatar-1.png');
  expect(src).toBe('/api/uploads/avatar-1.png');
});
