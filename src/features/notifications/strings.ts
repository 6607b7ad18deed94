import { addStrings } from '@/lib/i18n';

/**
 * The UI strings of notifications, in both languages. They are added when this code loads, so on H5 they travel
 * in this feature's chunk instead of the first page's catalogue (src/locales holds what every page needs).
 */
addStrings({
  'zh-Hans': {
    'notice.switchTitle': '需要切换身份',
    'notice.switchBody': '这条通知需要以{identity}身份查看。',
    'notice.switch': '去切换',
    'notice.justNow': '刚刚',
    'notice.minutes': '{n}分钟前',
    'notice.hours': '{n}小时前',
    'notice.unread': '{n} 条未读',
    'notice.allRead': '全部已读',
    'notice.readAll': '全部标为已读',
  },
  en: {
    'notice.switchTitle': 'Switch identity',
    'notice.switchBody': 'Switch to the {identity} identity to open this.',
    'notice.switch': 'Go',
    'notice.justNow': 'Just now',
    'notice.minutes': '{n} min ago',
    'notice.hours': '{n} h ago',
    'notice.unread': '{n} unread',
    'notice.allRead': 'All read',
    'notice.readAll': 'Mark all as read',
  },
});
