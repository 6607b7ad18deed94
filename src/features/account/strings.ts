import { addStrings } from '@/lib/i18n';

/**
 * The UI strings of the identity picker and the recruiter's contact settings, in both languages: added when this code loads, so on H5 they travel in
 * the chunk of the pages that use them instead of the first page's catalogue.
 */
addStrings({
  'zh-Hans': {
    'identity.hint': '请选择你的身份，之后可随时切换',
    'identity.seekerTitle': '我要找工作',
    'identity.seekerBody': '完善在线简历，投递心仪职位，跟进面试与签约',
    'identity.recruiterTitle': '我要招人',
    'identity.recruiterBody': '完善公司信息，发布职位，邀约候选人面试',
    'identity.current': '当前身份',
    'account.contactTitle': '招聘者信息与联系方式',
    'account.contactHint': '求职者在聊天中同意交换微信或电话后，会看到这里的微信号和手机号',
    'account.wechat': '微信号',
    'account.wechatPlaceholder': '填写你的微信号',
    'account.contactPhone': '交换手机号',
    'account.contactPhonePlaceholder': '不填则使用登录手机号',
    'account.saveContact': '保存',
    'account.profileHint': '求职者在职位详情和公司主页上看到你的称呼和职务，如：王女士 · HR经理',
    'account.displayName': '对外称呼',
    'account.displayNamePlaceholder': '如：王女士，不填则显示昵称',
    'account.jobTitle': '职务',
    'account.jobTitlePlaceholder': '如：HR经理',
  },
  en: {
    'identity.hint': 'Choose who you are; you can switch at any time',
    'identity.seekerTitle': 'I am looking for a job',
    'identity.seekerBody': 'Complete your resume, apply to positions, follow interviews and contracts',
    'identity.recruiterTitle': 'I am hiring',
    'identity.recruiterBody': 'Add your company, publish positions, invite candidates to interview',
    'identity.current': 'Current',
    'account.contactTitle': 'Recruiter profile and contacts',
    'account.contactHint':
      'When a job seeker accepts a WeChat or phone exchange in chat, they see the WeChat ID and phone set here',
    'account.wechat': 'WeChat ID',
    'account.wechatPlaceholder': 'Your WeChat ID',
    'account.contactPhone': 'Phone to exchange',
    'account.contactPhonePlaceholder': 'Empty: your login phone',
    'account.saveContact': 'Save',
    'account.profileHint':
      'Job seekers see your name and title on your positions and your company page, e.g. Ms Wang · HR Manager',
    'account.displayName': 'Name shown',
    'account.displayNamePlaceholder': 'e.g. Ms Wang; empty: your nickname',
    'account.jobTitle': 'Title',
    'account.jobTitlePlaceholder': 'e.g. HR Manager',
  },
});
