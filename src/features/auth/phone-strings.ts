import { addStrings } from '@/lib/i18n';

/** The phone binding / changing form's strings, in the chunk of the settings page that shows it. */
addStrings({
  'zh-Hans': {
    'phone.bindTitle': '绑定手机号',
    'phone.bindHint':
      '绑定后可用手机号登录，并接收面试和合同的短信提醒。若该手机号已注册，微信将关联到该账号，之后用微信登录即进入该账号。',
    'phone.changeTitle': '更换手机号',
    'phone.changeHint': '当前手机号：{phone}。验证码将发送到新手机号，更换后请使用新手机号登录。',
    'phone.newPhone': '新手机号',
    'phone.bind': '绑定',
    'phone.change': '确认更换',
    'phone.later': '稍后绑定',
    'phone.bound': '手机号已绑定',
    'phone.changed': '手机号已更换',
    'phone.unbound': '未绑定',
  },
  en: {
    'phone.bindTitle': 'Bind a phone number',
    'phone.bindHint':
      'Then you can log in with your phone and get SMS reminders of interviews and contracts. If the number is registered already, WeChat is linked to that account and logs in to it from then on.',
    'phone.changeTitle': 'Change phone number',
    'phone.changeHint':
      'Current number: {phone}. The code is sent to the new number; log in with the new number afterwards.',
    'phone.newPhone': 'New phone number',
    'phone.bind': 'Bind',
    'phone.change': 'Change number',
    'phone.later': 'Later',
    'phone.bound': 'Phone number bound',
    'phone.changed': 'Phone number changed',
    'phone.unbound': 'Not bound',
  },
});
