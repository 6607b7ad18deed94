import { preferencesEn, preferencesZhHans } from '@common/messages.preferences';
import { addDomainMessages, addStrings } from '@/lib/i18n';

/**
 * The texts of 通知设置: the refusals (common/messages.preferences.ts) and the page's own words, added when
 * the page loads (on H5 they travel in its chunk).
 */
addDomainMessages({ 'zh-Hans': preferencesZhHans, en: preferencesEn });

addStrings({
  'zh-Hans': {
    'preferences.intro': '应用内通知始终开启。你可以按类别选择是否同时通过微信或短信提醒。',
    'preferences.group.chat': '聊天消息',
    'preferences.group.interviews': '面试',
    'preferences.group.applications': '投递结果',
    'preferences.group.contracts': '劳动合同',
    'preferences.channel.app': '应用内通知',
    'preferences.channel.wechat': '微信提醒',
    'preferences.channel.sms': '短信提醒',
    'preferences.alwaysOn': '始终开启',
    'preferences.wechatH5Note': '微信提醒在小程序中订阅后送达',
    'preferences.noSms': '不提供短信提醒',
    'preferences.quietTitle': '免打扰时段',
    'preferences.quietNote': '免打扰时段内不发短信，结束后再发送（北京时间）；短信每天最多3条。',
    'preferences.quietFrom': '开始',
    'preferences.quietTo': '结束',
    'preferences.save': '保存',
  },
  en: {
    'preferences.intro':
      'In-app notifications are always on. Choose for each kind whether WeChat or SMS should tell you too.',
    'preferences.group.chat': 'Chat messages',
    'preferences.group.interviews': 'Interviews',
    'preferences.group.applications': 'Application results',
    'preferences.group.contracts': 'Labour contracts',
    'preferences.channel.app': 'In the app',
    'preferences.channel.wechat': 'WeChat',
    'preferences.channel.sms': 'SMS',
    'preferences.alwaysOn': 'Always on',
    'preferences.wechatH5Note': 'WeChat messages arrive once you subscribe in the mini-program',
    'preferences.noSms': 'Not sent by SMS',
    'preferences.quietTitle': 'Quiet hours',
    'preferences.quietNote': 'No SMS during quiet hours: it is sent when they end (China time). At most 3 SMS a day.',
    'preferences.quietFrom': 'From',
    'preferences.quietTo': 'To',
    'preferences.save': 'Save',
  },
});
