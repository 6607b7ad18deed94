/**
 * The texts of 通知设置 (notification preferences): the refusals of a bad save, the saved message, and the
 * SMS a notification becomes (one per SMS kind, signature included like the code messages). `PREFERENCES_MSG`
 * keys (./messages.ts); the settings page adds them on H5 (src/features/preferences/strings.ts), the server
 * registers them at start.
 */
import { keysOf } from './domain-keys';

export const preferencesZhHans = {
  'preferences.channels': '通知渠道设置有误，请刷新页面后重试',
  'preferences.smsNotOffered': '这类通知不提供短信提醒',
  'preferences.quietTime': '免打扰时间须为 00:00 到 23:59 之间的时间，如 22:00',
  'preferences.quietSame': '免打扰的开始和结束时间不能相同',
  'preferences.saved': '通知设置已保存',
  'preferences.sms.interview_invited':
    '【职达】{companyName}邀请您参加「{positionTitle}」的面试，时间：{time}。请打开职达查看并回复。',
  'preferences.sms.interview_reminder_seeker':
    '【职达】您在{companyName}「{positionTitle}」的面试将于{time}开始，请准时参加。',
  'preferences.sms.interview_reminder_recruiter':
    '【职达】您与{seekerName}关于「{positionTitle}」的面试将于{time}开始。',
  'preferences.sms.contract_sent':
    '【职达】{companyName}向您发送了「{positionTitle}」的劳动合同，请打开职达查看并签署。',
} as const satisfies Record<string, string>;

export const preferencesEn = {
  'preferences.channels': 'The notification channels are not valid: please reload the page and try again',
  'preferences.smsNotOffered': 'These notifications are not sent by SMS',
  'preferences.quietTime': 'Quiet hours must be times between 00:00 and 23:59, such as 22:00',
  'preferences.quietSame': 'Quiet hours cannot start and end at the same time',
  'preferences.saved': 'Notification settings saved',
  'preferences.sms.interview_invited':
    '[JobReach] {companyName} invites you to an interview for "{positionTitle}" at {time}. Open JobReach to reply.',
  'preferences.sms.interview_reminder_seeker':
    '[JobReach] Your interview with {companyName} for "{positionTitle}" starts at {time}. Please be on time.',
  'preferences.sms.interview_reminder_recruiter':
    '[JobReach] Your interview with {seekerName} for "{positionTitle}" starts at {time}.',
  'preferences.sms.contract_sent':
    '[JobReach] {companyName} sent you the labour contract for "{positionTitle}". Open JobReach to read and sign it.',
} as const satisfies Record<string, string>;

export const PREFERENCES_MSG = keysOf('preferences', preferencesZhHans);
