import {
  MAIN_ROUTES,
  OPERATOR_ROUTES,
  SUBPACKAGE_ROUTES,
  SYSTEM_ROUTES,
  TAB_ROUTES,
  groupSubpackages,
} from '../common/routes';

/**
 * Every route of spec section 2, paths verbatim. The two tab pages and the resume list live in the
 * main package; every other page is in the subpackage named after its first folder under pages/.
 * Titles here are the zh-Hans defaults; pages set the title in the user's language at run time.
 */
export default defineAppConfig({
  pages: [...TAB_ROUTES, ...MAIN_ROUTES],
  // The operators' review page (beyond the spec's table) and the system pages are two more subpackages.
  subPackages: groupSubpackages([...SUBPACKAGE_ROUTES, ...OPERATOR_ROUTES, ...SYSTEM_ROUTES]),
  window: {
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '职达',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f7f6',
  },
  // WeChat's native bar is hidden at launch and on every show (spec); the tab pages draw their own. On H5
  // `custom` keeps Taro from drawing its own bar (no custom-tab-bar component exists: H5 never asks for it).
  tabBar: {
    custom: process.env.TARO_ENV === 'h5',
    color: '#8a8f99',
    selectedColor: '#1aad5b',
    backgroundColor: '#ffffff',
    list: [
      { pagePath: 'pages/index/index', text: '首页' },
      { pagePath: 'pages/Notifications/Notifications', text: '通知' },
    ],
  },
  // The map page asks for the user's location on weapp.
  permission: { 'scope.userLocation': { desc: '用于查找你附近的职位' } },
  requiredPrivateInfos: ['getLocation', 'chooseLocation'],
  lazyCodeLoading: 'requiredComponents',
});
