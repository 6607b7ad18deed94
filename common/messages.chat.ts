/**
 * The texts of chat that the app shows (refusals of the chat rules, exchange words, system lines). They are
 * `MSG.chat` keys (./messages.ts) but travel with the chat screens: on H5 src/features/chat/strings.ts adds
 * them when chat loads, so the first page does not carry them; everywhere else ./messages.ts registers them at
 * start. Only chat code (src/features/chat, ./chat.ts, the server) may refer to them (a test checks).
 */
export const chatZhHans = {
  'chat.clientId': '消息编号无效，请重试',
  'chat.empty': '请输入内容',
  'chat.tooLong': '一条消息不能超过1000字',
  'chat.image': '请先上传图片',
  'chat.reportReason': '请选择举报原因',
  'chat.greetingEmpty': '请填写打招呼语',
  'chat.quickRepliesMax': '常用语最多20条',
  'chat.what.phone': '电话',
  'chat.what.wechat': '微信',
  'chat.line.applicationPassed': '投递已通过初筛',
  'chat.line.applicationRejected': '该投递未通过',
  'chat.line.interviewAccepted': '求职者已接受面试邀请',
  'chat.line.interviewDeclined': '求职者已拒绝面试邀请',
  'chat.line.interviewPassed': '面试已通过',
  'chat.line.interviewFailed': '面试未通过',
  // Where a missing WeChat ID is set (the conversation offers to go there): the resume, or a recruiter's settings.
  'chat.noWechat': '请先在简历基本信息中填写微信号',
  'chat.noWechatRecruiter': '请先在 账号设置 → 微信号 中填写微信号',
} as const satisfies Record<string, string>;

export const chatEn = {
  'chat.clientId': 'Invalid message id, please try again',
  'chat.empty': 'Please enter something',
  'chat.tooLong': 'A message cannot exceed 1,000 characters',
  'chat.image': 'Please upload the picture first',
  'chat.reportReason': 'Please choose a reason for the report',
  'chat.greetingEmpty': 'Please write a greeting',
  'chat.quickRepliesMax': 'At most 20 quick replies',
  'chat.what.phone': 'phone number',
  'chat.what.wechat': 'WeChat ID',
  'chat.line.applicationPassed': 'The application passed screening',
  'chat.line.applicationRejected': 'The application was not successful',
  'chat.line.interviewAccepted': 'The job seeker accepted the interview',
  'chat.line.interviewDeclined': 'The job seeker declined the interview',
  'chat.line.interviewPassed': 'The interview was passed',
  'chat.line.interviewFailed': 'The interview was not passed',
  'chat.noWechat': "Please add your WeChat ID to your resume's basic information first",
  'chat.noWechatRecruiter': 'Please add your WeChat ID first: Account settings → WeChat ID',
} as const satisfies Record<string, string>;
