import { addStrings } from '@/lib/i18n';

/**
 * The strings of 立即沟通 and 打招呼 (components/start-chat), apart from the chat screens' (strings.ts): the
 * buttons sit on pages of the weapp main package (home, the talent list), which then carry these few and not
 * every chat screen's. A refusal of starting a chat shows the server's own text (no domain table needed).
 */
addStrings({
  'zh-Hans': {
    'chat.startChat': '立即沟通',
    'chat.greet': '打招呼',
    'chat.noOpenPosition': '你还没有招聘中的职位',
    'chat.seekerOnlyTitle': '需要求职者身份',
    'chat.seekerOnly': '切换为求职者身份后才能和招聘者沟通',
    'chat.switch': '去切换',
  },
  en: {
    'chat.startChat': 'Chat now',
    'chat.greet': 'Greet',
    'chat.noOpenPosition': 'You have no open positions yet',
    'chat.seekerOnlyTitle': 'Job seeker identity needed',
    'chat.seekerOnly': 'Switch to the job seeker identity to chat with recruiters',
    'chat.switch': 'Switch',
  },
});
