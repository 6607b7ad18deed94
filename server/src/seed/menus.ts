/**
 * The common menu (GET /api/commonmenu/list): shortcuts on the home page. `icon` is a symbolic name the
 * app maps to its icon set; `path` is an absolute page path from common/routes.
 */
import { routeUrl, type RoutePath } from '@common/routes';

const items: Array<[name: string, icon: string, route: RoutePath]> = [
  ['求职', 'search', 'pages/index/index'],
  ['简历', 'resume', 'pages/resume/index'],
  ['消息', 'message', 'pages/message/index'],
  ['求职记录', 'record', 'pages/record/record'],
  ['私人助理', 'assistant', 'pages/aiChat/index'],
  ['职位管理', 'position', 'pages/ManagementPosition/ManagementPosition'],
  ['合同签署', 'contract', 'pages/contractAward/contractList'],
  ['帮助中心', 'help', 'pages/help/index'],
];

export const DEMO_MENUS = items.map(([name, icon, route], index) => ({
  name,
  icon,
  path: routeUrl(route),
  sort: (index + 1) * 10,
}));
