import type { RoutePath } from '@common/routes';

/** The contract screens (kept here, not in common/routes' ROUTES, which every page's bundle carries). */
export const CONTRACT_ROUTES = {
  list: 'pages/contractAward/contractList',
  form: 'pages/contractAward/form',
  template: 'pages/contractAward/template',
  sign: 'pages/contractAward/aiQianWeb',
  tip: 'pages/contractAward/tip',
} as const satisfies Record<string, RoutePath>;
