import { ROUTES } from '@common/routes';

/** The two entries of the custom tab bar (spec section 2): Home and Notifications. */
export const TAB_ITEMS = [
  { key: 'home', route: ROUTES.home, label: 'tab.home', icon: 'home' },
  { key: 'notifications', route: ROUTES.notifications, label: 'tab.notifications', icon: 'bell' },
] as const;

export type TabKey = (typeof TAB_ITEMS)[number]['key'];
