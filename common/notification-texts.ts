/**
 * How notifications read, in both languages. Only the server renders them (at read time, in the reader's
 * language: `renderNotification` in ./notifications), so they are kept out of ./messages, which every page
 * of the app loads. Keys: `notifications.title.<kind>`, `notifications.body.<kind>`, `notifications.reasonSuffix`.
 */
import type { Catalogues } from './i18n';

export const NOTIFICATION_TEXTS: Catalogues = {
  'zh-Hans': {
    'notifications.reasonSuffix': '。原因：{reason}',
    'notifications.title.application_received': '收到新的投递',
    'notifications.body.application_received': '{seekerName}投递了您发布的职位「{positionTitle}」',
    'notifications.title.application_no_reply': '投递待处理',
    'notifications.body.application_no_reply': '{seekerName}对「{positionTitle}」的投递已{days}天未处理，请尽快回复',
    'notifications.title.application_passed': '投递已通过',
    'notifications.body.application_passed': '{companyName}通过了您对「{positionTitle}」的投递',
    'notifications.title.application_rejected': '投递未通过',
    'notifications.body.application_rejected': '很遗憾，{companyName}未通过您对「{positionTitle}」的投递',
    'notifications.title.application_auto_closed': '投递已关闭',
    'notifications.body.application_auto_closed':
      '{companyName}在{days}天内未回复您对「{positionTitle}」的投递，投递已自动关闭',
    'notifications.title.application_withdrawn': '投递已撤回',
    'notifications.body.application_withdrawn': '{seekerName}撤回了对「{positionTitle}」的投递',
    'notifications.title.interview_invited': '面试邀请',
    'notifications.body.interview_invited': '{companyName}邀请您参加「{positionTitle}」的{method}，时间：{time}',
    'notifications.title.interview_accepted': '面试邀请已接受',
    'notifications.body.interview_accepted': '{seekerName}接受了「{positionTitle}」的面试邀请，时间：{time}',
    'notifications.title.interview_declined': '面试邀请被拒绝',
    'notifications.body.interview_declined': '{seekerName}拒绝了「{positionTitle}」的面试邀请（原定{time}）',
    'notifications.title.interview_slot_picked': '面试时间已选定',
    'notifications.body.interview_slot_picked': '{seekerName}选定了「{positionTitle}」的面试时间：{time}',
    'notifications.title.interview_reschedule_seeker': '面试改期申请',
    'notifications.body.interview_reschedule_seeker': '{companyName}希望将「{positionTitle}」的面试改到{time}，请确认',
    'notifications.title.interview_reschedule_recruiter': '面试改期申请',
    'notifications.body.interview_reschedule_recruiter':
      '{seekerName}希望将「{positionTitle}」的面试改到{time}，请确认',
    'notifications.title.interview_reschedule_accepted_seeker': '改期已同意',
    'notifications.body.interview_reschedule_accepted_seeker': '{companyName}同意将「{positionTitle}」的面试改到{time}',
    'notifications.title.interview_reschedule_accepted_recruiter': '改期已同意',
    'notifications.body.interview_reschedule_accepted_recruiter':
      '{seekerName}同意将「{positionTitle}」的面试改到{time}',
    'notifications.title.interview_reschedule_declined_seeker': '改期未同意',
    'notifications.body.interview_reschedule_declined_seeker':
      '{companyName}未同意将「{positionTitle}」的面试改到{time}，面试时间不变',
    'notifications.title.interview_reschedule_declined_recruiter': '改期未同意',
    'notifications.body.interview_reschedule_declined_recruiter':
      '{seekerName}未同意将「{positionTitle}」的面试改到{time}，面试时间不变',
    'notifications.title.interview_cancelled_seeker': '面试已取消',
    'notifications.body.interview_cancelled_seeker': '{companyName}取消了「{positionTitle}」的面试（原定{time}）',
    'notifications.title.interview_cancelled_recruiter': '面试已取消',
    'notifications.body.interview_cancelled_recruiter': '{seekerName}取消了「{positionTitle}」的面试（原定{time}）',
    'notifications.title.interview_passed': '面试通过',
    'notifications.body.interview_passed': '恭喜！您已通过{companyName}「{positionTitle}」的面试',
    'notifications.title.interview_failed': '面试未通过',
    'notifications.body.interview_failed': '很遗憾，您未通过{companyName}「{positionTitle}」的面试',
    'notifications.title.interview_reminder_seeker': '面试提醒',
    'notifications.body.interview_reminder_seeker': '您在{companyName}「{positionTitle}」的{method}将于{time}开始',
    'notifications.title.interview_reminder_recruiter': '面试提醒',
    'notifications.body.interview_reminder_recruiter':
      '您与{seekerName}关于「{positionTitle}」的{method}将于{time}开始',
    'notifications.title.interview_expired': '面试邀请已过期',
    'notifications.body.interview_expired':
      '{seekerName}未在面试时间（{time}）前接受「{positionTitle}」的面试邀请，邀请已失效，您可以重新邀请',
    'notifications.title.position_approved': '职位审核通过',
    'notifications.body.position_approved': '您发布的职位「{positionTitle}」已通过审核，求职者现在可以看到它',
    'notifications.title.position_rejected': '职位审核未通过',
    'notifications.body.position_rejected': '您发布的职位「{positionTitle}」未通过审核',
    'notifications.title.company_approved': '公司认证通过',
    'notifications.body.company_approved': '{companyName}已通过认证',
    'notifications.title.company_rejected': '公司认证未通过',
    'notifications.body.company_rejected': '{companyName}未通过认证',
    'notifications.title.company_join_requested': '新的加入申请',
    'notifications.body.company_join_requested': '{requesterName}申请作为招聘者加入{companyName}，请在公司信息页处理',
    'notifications.title.company_join_approved': '加入申请已通过',
    'notifications.body.company_join_approved': '你已成为{companyName}的招聘者，现在可以发布职位',
    'notifications.title.company_join_rejected': '加入申请未通过',
    'notifications.body.company_join_rejected': '{companyName}未同意你的加入申请，你可以申请加入其他公司或创建公司',
    'notifications.title.recruiter_verified': '招聘者认证通过',
    'notifications.body.recruiter_verified':
      '你已通过招聘者实名认证，求职者将看到你的「已认证」标识，每日打招呼不再限于20人',
    'notifications.title.recruiter_verification_refused': '招聘者认证未通过',
    'notifications.body.recruiter_verification_refused':
      '你的招聘者实名认证未通过，可在「设置—实名认证」修改后重新提交',
    'notifications.title.contract_sent': '待签署的劳动合同',
    'notifications.body.contract_sent': '{companyName}向您发送了「{positionTitle}」的劳动合同，请在{time}前完成签署',
    'notifications.title.contract_deadline_soon': '合同即将到期',
    'notifications.body.contract_deadline_soon':
      '{companyName}「{positionTitle}」的劳动合同将于{time}截止签署，请尽快处理',
    'notifications.title.contract_voided': '合同已撤回',
    'notifications.body.contract_voided': '{companyName}撤回了「{positionTitle}」的劳动合同',
    'notifications.title.contract_expired_seeker': '合同已过期',
    'notifications.body.contract_expired_seeker':
      '{companyName}「{positionTitle}」的劳动合同已过签署截止时间（{time}）',
    'notifications.title.contract_signed': '合同已签署',
    'notifications.body.contract_signed': '{seekerName}已签署「{positionTitle}」的劳动合同',
    'notifications.title.contract_refused': '合同被拒签',
    'notifications.body.contract_refused': '{seekerName}拒绝签署「{positionTitle}」的劳动合同',
    'notifications.title.contract_expired_recruiter': '合同已过期',
    'notifications.body.contract_expired_recruiter':
      '{seekerName}未在截止时间（{time}）前签署「{positionTitle}」的劳动合同，您可以重新发起',
    'notifications.title.report_dismissed': '举报处理结果',
    'notifications.body.report_dismissed': '您对「{subject}」的举报已核实，暂未发现违规',
    'notifications.title.report_actioned': '举报处理结果',
    'notifications.body.report_actioned': '您对「{subject}」的举报已核实，平台已对其采取处理措施，感谢您的反馈',
    'notifications.title.measure_warn': '平台警告',
    'notifications.body.measure_warn': '您因被举报（{subject}）收到平台警告，请遵守平台规则，再次违规将被限制使用',
    'notifications.title.measure_mute': '聊天功能受限',
    'notifications.body.measure_mute': '因被举报（{subject}），您的聊天功能已被限制至{time}',
    'notifications.title.measure_auto_mute': '聊天功能已暂停',
    'notifications.body.measure_auto_mute': '您在7天内被多名求职者举报，聊天功能已暂停，平台核实后恢复',
    'notifications.title.measure_take_down': '职位已下架',
    'notifications.body.measure_take_down': '您的职位「{subject}」因被举报已被平台下架，修改后可重新提交审核',
    'notifications.title.measure_suspend': '账号已封禁',
    'notifications.body.measure_suspend': '因被举报（{subject}），您的账号已被平台封禁，职位已下线',
    'notifications.title.measure_lifted': '处理措施已解除',
    'notifications.body.measure_lifted': '平台已解除对您的处理措施（{subject}）',
  },
  en: {
    'notifications.reasonSuffix': '. Reason: {reason}',
    'notifications.title.application_received': 'New application',
    'notifications.body.application_received': '{seekerName} applied for your position "{positionTitle}"',
    'notifications.title.application_no_reply': 'Application waiting for you',
    'notifications.body.application_no_reply': `{seekerName}'s application for "{positionTitle}" has waited {days} days, please reply`,
    'notifications.title.application_passed': 'Application passed',
    'notifications.body.application_passed': '{companyName} passed your application for "{positionTitle}"',
    'notifications.title.application_rejected': 'Application not successful',
    'notifications.body.application_rejected':
      'Unfortunately {companyName} did not pass your application for "{positionTitle}"',
    'notifications.title.application_auto_closed': 'Application closed',
    'notifications.body.application_auto_closed':
      '{companyName} did not reply to your application for "{positionTitle}" within {days} days, so it was closed',
    'notifications.title.application_withdrawn': 'Application withdrawn',
    'notifications.body.application_withdrawn': '{seekerName} withdrew the application for "{positionTitle}"',
    'notifications.title.interview_invited': 'Interview invitation',
    'notifications.body.interview_invited':
      '{companyName} invites you to an interview for "{positionTitle}" ({method}) at {time}',
    'notifications.title.interview_accepted': 'Interview accepted',
    'notifications.body.interview_accepted': '{seekerName} accepted the interview for "{positionTitle}" at {time}',
    'notifications.title.interview_declined': 'Interview declined',
    'notifications.body.interview_declined':
      '{seekerName} declined the interview for "{positionTitle}" (planned for {time})',
    'notifications.title.interview_slot_picked': 'Interview time chosen',
    'notifications.body.interview_slot_picked': '{seekerName} chose {time} for the interview for "{positionTitle}"',
    'notifications.title.interview_reschedule_seeker': 'New interview time proposed',
    'notifications.body.interview_reschedule_seeker':
      '{companyName} proposes to move the interview for "{positionTitle}" to {time}: please answer',
    'notifications.title.interview_reschedule_recruiter': 'New interview time proposed',
    'notifications.body.interview_reschedule_recruiter':
      '{seekerName} proposes to move the interview for "{positionTitle}" to {time}: please answer',
    'notifications.title.interview_reschedule_accepted_seeker': 'New time accepted',
    'notifications.body.interview_reschedule_accepted_seeker':
      '{companyName} agreed to move the interview for "{positionTitle}" to {time}',
    'notifications.title.interview_reschedule_accepted_recruiter': 'New time accepted',
    'notifications.body.interview_reschedule_accepted_recruiter':
      '{seekerName} agreed to move the interview for "{positionTitle}" to {time}',
    'notifications.title.interview_reschedule_declined_seeker': 'New time declined',
    'notifications.body.interview_reschedule_declined_seeker':
      '{companyName} did not agree to move the interview for "{positionTitle}" to {time}: it keeps its time',
    'notifications.title.interview_reschedule_declined_recruiter': 'New time declined',
    'notifications.body.interview_reschedule_declined_recruiter':
      '{seekerName} did not agree to move the interview for "{positionTitle}" to {time}: it keeps its time',
    'notifications.title.interview_cancelled_seeker': 'Interview cancelled',
    'notifications.body.interview_cancelled_seeker':
      '{companyName} cancelled the interview for "{positionTitle}" (planned for {time})',
    'notifications.title.interview_cancelled_recruiter': 'Interview cancelled',
    'notifications.body.interview_cancelled_recruiter':
      '{seekerName} cancelled the interview for "{positionTitle}" (planned for {time})',
    'notifications.title.interview_passed': 'Interview passed',
    'notifications.body.interview_passed':
      'Congratulations! You passed the interview with {companyName} for "{positionTitle}"',
    'notifications.title.interview_failed': 'Interview not passed',
    'notifications.body.interview_failed':
      'Unfortunately you did not pass the interview with {companyName} for "{positionTitle}"',
    'notifications.title.interview_reminder_seeker': 'Interview reminder',
    'notifications.body.interview_reminder_seeker':
      'Your interview with {companyName} for "{positionTitle}" ({method}) starts at {time}',
    'notifications.title.interview_reminder_recruiter': 'Interview reminder',
    'notifications.body.interview_reminder_recruiter':
      'Your interview with {seekerName} for "{positionTitle}" ({method}) starts at {time}',
    'notifications.title.interview_expired': 'Interview invitation expired',
    'notifications.body.interview_expired':
      '{seekerName} did not accept the interview for "{positionTitle}" before its time ({time}); the invitation expired and you can invite again',
    'notifications.title.position_approved': 'Position approved',
    'notifications.body.position_approved':
      'Your position "{positionTitle}" was approved and is now shown to job seekers',
    'notifications.title.position_rejected': 'Position not approved',
    'notifications.body.position_rejected': 'Your position "{positionTitle}" was not approved',
    'notifications.title.company_approved': 'Company verified',
    'notifications.body.company_approved': '{companyName} is verified',
    'notifications.title.company_rejected': 'Company verification failed',
    'notifications.body.company_rejected': '{companyName} was not verified',
    'notifications.title.company_join_requested': 'New request to join',
    'notifications.body.company_join_requested':
      '{requesterName} asks to join {companyName} as a recruiter: answer on the company page',
    'notifications.title.company_join_approved': 'Request to join approved',
    'notifications.body.company_join_approved': 'You are now a recruiter of {companyName} and can post positions',
    'notifications.title.company_join_rejected': 'Request to join declined',
    'notifications.body.company_join_rejected':
      '{companyName} declined your request: you can ask to join another company or create one',
    'notifications.title.recruiter_verified': 'You are verified',
    'notifications.body.recruiter_verified':
      'Your recruiter verification was approved: seekers see the Verified badge, and your daily greetings are no longer limited to 20',
    'notifications.title.recruiter_verification_refused': 'Verification refused',
    'notifications.body.recruiter_verification_refused':
      'Your recruiter verification was refused: correct it in Settings - Verification and submit it again',
    'notifications.title.contract_sent': 'A labour contract to sign',
    'notifications.body.contract_sent':
      '{companyName} sent you the labour contract for "{positionTitle}"; please sign it by {time}',
    'notifications.title.contract_deadline_soon': 'Contract due soon',
    'notifications.body.contract_deadline_soon':
      'The labour contract of {companyName} for "{positionTitle}" must be signed by {time}',
    'notifications.title.contract_voided': 'Contract withdrawn',
    'notifications.body.contract_voided': '{companyName} withdrew the labour contract for "{positionTitle}"',
    'notifications.title.contract_expired_seeker': 'Contract expired',
    'notifications.body.contract_expired_seeker':
      'The labour contract of {companyName} for "{positionTitle}" passed its signing deadline ({time})',
    'notifications.title.contract_signed': 'Contract signed',
    'notifications.body.contract_signed': '{seekerName} signed the labour contract for "{positionTitle}"',
    'notifications.title.contract_refused': 'Contract refused',
    'notifications.body.contract_refused': '{seekerName} refused to sign the labour contract for "{positionTitle}"',
    'notifications.title.contract_expired_recruiter': 'Contract expired',
    'notifications.body.contract_expired_recruiter':
      '{seekerName} did not sign the labour contract for "{positionTitle}" by its deadline ({time}); you can send a new one',
    'notifications.title.report_dismissed': 'Your report',
    'notifications.body.report_dismissed': 'We looked into your report of "{subject}" and found no violation',
    'notifications.title.report_actioned': 'Your report',
    'notifications.body.report_actioned':
      'We looked into your report of "{subject}" and took action. Thank you for telling us',
    'notifications.title.measure_warn': 'Warning from the platform',
    'notifications.body.measure_warn':
      'You were reported ("{subject}") and receive a warning: follow the rules, or your account will be limited',
    'notifications.title.measure_mute': 'Chat muted',
    'notifications.body.measure_mute': 'You were reported ("{subject}"): your chat is muted until {time}',
    'notifications.title.measure_auto_mute': 'Chat paused',
    'notifications.body.measure_auto_mute':
      'Several job seekers reported you within 7 days: your chat is paused until the platform has looked into it',
    'notifications.title.measure_take_down': 'Position taken down',
    'notifications.body.measure_take_down':
      'Your position "{subject}" was reported and taken down: edit it to send it to review again',
    'notifications.title.measure_suspend': 'Account suspended',
    'notifications.body.measure_suspend':
      'You were reported ("{subject}"): your account is suspended and your positions are hidden',
    'notifications.title.measure_lifted': 'Measure lifted',
    'notifications.body.measure_lifted': 'The platform lifted its measure ("{subject}")',
  },
};
