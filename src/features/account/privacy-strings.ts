import { privacyEn, privacyZhHans } from '@common/messages.privacy';
import { addDomainMessages, addStrings } from '@/lib/i18n';

/**
 * The texts of leaving (注销账号) and of a copy of one's data (下载我的数据): their refusals and reasons
 * (common/messages.privacy.ts) and the two screens' own words, added when those screens load.
 */
addDomainMessages({ 'zh-Hans': privacyZhHans, en: privacyEn });

addStrings({
  'zh-Hans': {
    'leaving.deletedTitle': '注销后将删除',
    'leaving.deleted':
      '账号（手机号、昵称、头像、微信/支付宝绑定、密码）；在线简历的全部内容；求职期望；收藏的职位；投递和面试记录；通知；智能助手对话；上传的头像；个人信息副本；所有登录状态。',
    'leaving.keptTitle': '依法或为他人保留',
    'leaving.keptContracts': '已签署的劳动合同及其签署证据：依《劳动合同法》第五十条，保存至合同终止后二年，到期删除。',
    'leaving.keptChats': '聊天记录：为对方保留，你显示为“已注销用户”，手机号和微信号等联系方式会被删除。',
    'leaving.keptStaff': '公司的员工档案和你发布的职位：属于公司，继续保留。',
    'leaving.cooling': '提交后有{days}天冷静期：期间重新登录即撤销注销；期满后账号将被永久删除，同一手机号可重新注册。',
    'leaving.blockersTitle': '请先处理以下事项',
    'leaving.resolve': '去处理',
    'leaving.noPhoneAction': '去绑定',
    'leaving.ready': '没有待处理的事项，可以注销',
    'leaving.agree': '我已阅读并知晓以上内容，确认注销账号',
    'leaving.agreeRequired': '请先勾选确认',
    'leaving.sendCode': '获取验证码',
    'leaving.resend': '{seconds}秒后重新获取',
    'leaving.codeSentTo': '验证码已发送至 {phone}',
    'leaving.code': '短信验证码',
    'leaving.codePlaceholder': '请输入6位验证码',
    'leaving.confirm': '确认注销',
    'leaving.downloadFirst': '注销前可先下载个人信息副本',
    'exports.intro':
      '依《个人信息保护法》第四十五条，你可以获取个人信息副本：账号、简历、求职期望、投递、面试、聊天记录、合同信息及合同PDF、同意记录，打包为一个压缩文件。',
    'exports.request': '申请个人信息副本',
    'exports.nextAt': '每天可申请一次，下次可申请时间：{time}',
    'exports.none': '还没有申请过个人信息副本',
    'exports.state.requested': '已申请，等待生成',
    'exports.state.building': '正在生成',
    'exports.state.ready': '已生成，可下载',
    'exports.state.failed': '生成失败，请重新申请',
    'exports.state.expired': '下载链接已过期',
    'exports.requestedAt': '申请时间：{time}',
    'exports.expiresAt': '链接有效期至：{time}',
    'exports.download': '下载（{size}）',
    'exports.copied': '下载链接已复制，请在浏览器中打开',
  },
  en: {
    'leaving.deletedTitle': 'Deleted with the account',
    'leaving.deleted':
      'The account (phone, nickname, avatar, WeChat/Alipay binding, password); your whole resume; job expectations; saved positions; applications and interviews; notifications; conversations with the assistant; your avatar file; copies of your data; every login.',
    'leaving.keptTitle': 'Kept by law or for others',
    'leaving.keptContracts':
      'Signed labour contracts and their signing evidence: kept until two years after the contract ends (Labour Contract Law, art. 50), then deleted.',
    'leaving.keptChats':
      'Conversations: kept for the other member, where you show as "Deleted user"; your phone and WeChat ID are removed from them.',
    'leaving.keptStaff': "A company's staff records and the positions you published: the company's, they stay.",
    'leaving.cooling':
      'After you confirm, {days} days of cooling-off follow: logging in within them cancels the deletion; after them the account is deleted for good and the phone can register again.',
    'leaving.blockersTitle': 'Please resolve these first',
    'leaving.resolve': 'Resolve',
    'leaving.noPhoneAction': 'Bind',
    'leaving.ready': 'Nothing stands in the way: the account can be deleted',
    'leaving.agree': 'I have read the above and want to delete my account',
    'leaving.agreeRequired': 'Please tick the box first',
    'leaving.sendCode': 'Get code',
    'leaving.resend': 'Again in {seconds}s',
    'leaving.codeSentTo': 'Code sent to {phone}',
    'leaving.code': 'SMS code',
    'leaving.codePlaceholder': 'The 6-digit code',
    'leaving.confirm': 'Delete my account',
    'leaving.downloadFirst': 'You may download a copy of your data first',
    'exports.intro':
      'Under article 45 of the Personal Information Protection Law you may get a copy of your personal information: account, resume, expectations, applications, interviews, conversations, contracts and their PDFs, consent records, in one ZIP file.',
    'exports.request': 'Request a copy',
    'exports.nextAt': 'One copy a day; the next from {time}',
    'exports.none': 'No copy requested yet',
    'exports.state.requested': 'Requested, waiting',
    'exports.state.building': 'Being prepared',
    'exports.state.ready': 'Ready to download',
    'exports.state.failed': 'Failed: please request again',
    'exports.state.expired': 'The link has expired',
    'exports.requestedAt': 'Requested {time}',
    'exports.expiresAt': 'Link valid until {time}',
    'exports.download': 'Download ({size})',
    'exports.copied': 'Link copied: open it in a browser',
  },
});
