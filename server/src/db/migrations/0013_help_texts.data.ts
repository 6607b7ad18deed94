/**
 * The FAQ articles rewritten to match the app as it is: every button and menu path they name exists
 * (a test in test/app checks the paths and quoted labels against the app's menus and catalogues), and the
 * update log of the current version in both languages. Written over the 0003 texts by migration 0013;
 * each article is found by its original Chinese title.
 */
import type { ContentArticle } from './0003_content.data';

const paragraphs = (...lines: string[]) => lines.join('\n\n');

export const HELP_ARTICLES: ContentArticle[] = [
  {
    titleZh: '如何完善在线简历？',
    titleEn: 'How do I complete my online resume?',
    summaryZh: '完整的简历更容易获得招聘者的关注。',
    summaryEn: 'A complete resume gets more attention from recruiters.',
    contentZh: paragraphs(
      '1. 进入“我的—在线简历”，先填写基本信息（昵称、性别、出生日期、求职状态等必填项）。保存后会直接带你去下一个还没填写的部分。',
      '2. 添加教育经历和工作经历：开始时间不能晚于结束时间，内容尽量写清楚负责的工作和取得的成果。',
      '3. 填写求职期望：期望职位、城市和薪资范围，系统会据此为你推荐职位。',
      '4. 在基本信息中选择求职状态（如“离职-随时到岗”），让招聘者了解你的到岗时间。',
      '小提示：投递职位前需要填写基本信息和教育经历；简历越完整、越真实，获得面试邀请的机会越大。',
    ),
    contentEn: paragraphs(
      '1. Open "Me > Online resume" and fill in your basic information first (nickname, gender, date of birth, job-seeking status and the other required fields). Saving takes you straight to the next section still empty.',
      '2. Add your education and work experience. A start date cannot be later than its end date; describe what you were responsible for and what you achieved.',
      '3. Fill in your job expectations: position, city and salary range. Recommendations are based on them.',
      '4. In the basic information, set your job-seeking status (for example "Left, available any time") so recruiters know when you can start.',
      'Tip: applying needs the basic information and your education. The more complete and accurate your resume, the more interview invitations you get.',
    ),
  },
  {
    titleZh: '如何投递职位？',
    titleEn: 'How do I apply for a position?',
    summaryZh: '找到心仪职位后，一键投递简历。',
    summaryEn: 'Found the right position? Apply with one tap.',
    contentZh: paragraphs(
      '1. 在首页搜索职位名称，或按城市、薪资等条件筛选，点开职位查看详情。',
      '2. 确认薪资、工作地点、学历要求等信息后，点击底部“投递简历”；想先问问情况，可以点“立即沟通”和招聘者聊天。',
      '3. 投递前需要在在线简历中填写基本信息和教育经历；同一职位只能投递一次。',
      '4. 在“我的—已申请职位”中查看投递状态：“已投递”、“已通过”或“未通过”。',
    ),
    contentEn: paragraphs(
      '1. Search for a position on the home page or filter by city, salary and more, then open the position.',
      '2. Check the salary, location and education requirements, then tap "Apply" at the bottom. To ask first, tap "Chat now" to talk to the recruiter.',
      '3. Applying needs the basic information and your education in your online resume; you can apply to each position once.',
      '4. Follow the status under "Me > Applied positions": "Delivered", "Passed" or "Rejected".',
    ),
  },
  {
    titleZh: '招聘者如何发布职位？',
    titleEn: 'How do recruiters publish a position?',
    summaryZh: '完善公司信息并通过审核后即可发布职位。',
    summaryEn: 'Complete the company information, pass the review, then publish.',
    contentZh: paragraphs(
      '1. 在“我的—切换身份”中选择“我要招人”。首次切换需要填写公司信息并上传营业执照。',
      '2. 公司信息审核通过后，进入“我的—职位管理”，点击“+ 发布职位”。',
      '3. 填写职位名称、薪资范围（最低薪资不能高于最高薪资）、工作地点、学历要求和岗位职责等信息后提交。',
      '4. 新职位为“审核中”，审核通过即对求职者展示；未通过时可根据原因修改后重新提交。',
    ),
    contentEn: paragraphs(
      '1. Under "Me > Switch identity" choose "I am hiring". The first time, fill in your company information and upload the business licence.',
      '2. Once the company is approved, open "Me > Manage positions" and tap "+ Post a job".',
      '3. Fill in the title, salary range (the minimum cannot exceed the maximum), location, education requirement and responsibilities, then submit.',
      '4. A new position is "Under review"; once approved, job seekers see it. If it fails the review, fix what the reason says and submit again.',
    ),
  },
  {
    titleZh: '面试邀请在哪里查看？',
    titleEn: 'Where do I find interview invitations?',
    summaryZh: '面试邀请会出现在“通知”、消息和求职记录中。',
    summaryEn: 'Invitations appear under Notifications, in your messages and in your job search records.',
    contentZh: paragraphs(
      '1. 招聘者邀请你面试后，底部“通知”页会收到提醒；和这位招聘者的聊天（“我的—消息”）里也会出现面试邀请卡片。',
      '2. 在“我的—求职记录”的“面试”中可以看到面试时间、方式（线上、线下或电话）和地点或链接。',
      '3. 点击“接受”后状态变为“待面试”；如无法参加，请及时点击“拒绝”，方便招聘者安排。',
    ),
    contentEn: paragraphs(
      '1. When a recruiter invites you to an interview, the "Notifications" tab tells you, and an invitation card appears in your chat with that recruiter ("Me > Messages").',
      '2. Under "Me > Job search records", "Interviews" shows the time, the method (online, on-site or phone) and the address or link.',
      '3. Tap "Accept" and the status becomes "Waiting for interview". If you cannot attend, tap "Decline" in time so the recruiter can plan.',
    ),
  },
  {
    titleZh: '如何修改绑定手机号？',
    titleEn: 'How do I change my bound phone number?',
    summaryZh: '通过新手机号的短信验证码即可完成更换。',
    summaryEn: 'Verify the new number with an SMS code.',
    contentZh: paragraphs(
      '1. 进入“我的—账号设置—绑定手机”。',
      '2. 输入新的手机号，完成图形验证码后获取短信验证码（60秒内只能发送一次，每天最多10次）。',
      '3. 输入验证码并点击“确认更换”，之后请使用新手机号登录。',
      '用微信登录、还没有手机号的账号在这里绑定手机号；若该手机号已注册，微信将关联到那个账号。',
      '注意：验证码5分钟内有效，输错5次需要重新获取。',
    ),
    contentEn: paragraphs(
      '1. Open "Me > Account settings > Phone".',
      '2. Enter the new number, solve the image captcha and request an SMS code (one every 60 seconds, at most 10 a day).',
      '3. Enter the code and tap "Change number". From then on, log in with the new number.',
      'An account made by WeChat login without a phone binds one here; if the number is registered already, WeChat is linked to that account.',
      'Note: a code is valid for 5 minutes and must be requested again after 5 wrong tries.',
    ),
  },
  {
    titleZh: '账号安全',
    titleEn: 'Account security',
    summaryZh: '保护账号安全的几个建议。',
    summaryEn: 'A few ways to keep your account safe.',
    contentZh: paragraphs(
      '1. 请设置8-16位字母和数字组合的密码，不要与其他网站使用相同密码；可在“我的—账号设置—修改密码”中修改。',
      '2. 不要将短信验证码告诉任何人，职达工作人员不会向您索要验证码或密码。',
      '3. 修改密码或找回密码后，其他设备上的登录会自动失效。',
      '4. 连续输错密码10次后，账号将在15分钟内暂停密码登录，您可以改用验证码登录。',
      '5. 警惕以招聘为名收取培训费、押金的行为；在聊天中可通过右上角的“更多”举报。',
    ),
    contentEn: paragraphs(
      '1. Use a password of 8-16 characters combining letters and digits, and do not reuse it on other sites; change it under "Me > Account settings > Change password".',
      '2. Never tell anyone an SMS code. JobReach staff will never ask for your code or password.',
      '3. After you change or reset your password, logins on your other devices end automatically.',
      '4. After 10 wrong passwords in a row, password login pauses for 15 minutes; you can still log in with an SMS code.',
      '5. Beware of anyone who asks for training fees or deposits in the name of a job; in a chat, report them under "More".',
    ),
  },
  {
    titleZh: '忘记密码怎么办？',
    titleEn: 'I forgot my password. What now?',
    summaryZh: '通过手机验证码重新设置密码。',
    summaryEn: 'Reset it with an SMS code.',
    contentZh: paragraphs(
      '1. 在密码登录页点击“忘记密码？”。',
      '2. 输入注册手机号，获取并填写短信验证码。',
      '3. 设置新密码并再次确认，两次输入必须一致。',
      '4. 重置成功后，所有设备需要使用新密码重新登录。',
    ),
    contentEn: paragraphs(
      '1. On the password login page tap "Forgot password?".',
      '2. Enter your registered phone number, then request and enter the SMS code.',
      '3. Set a new password and confirm it; both entries must match.',
      '4. After the reset, every device has to log in again with the new password.',
    ),
  },
];

/** What is new in this version (app_versions.update_log / update_log_en). */
export const UPDATE_LOG = {
  zh: '1. 新增消息中心：与招聘者实时聊天，交换电话和微信\n2. 新增电子合同：在线签署劳动合同\n3. 新增私人助理：一句话说出求职目标，推荐匹配职位\n4. 招聘者新增员工与项目管理',
  en: '1. Messages: chat with recruiters in real time, exchange phone numbers and WeChat\n2. Electronic contracts: sign your labour contract in the app\n3. Private assistant: say your job goal in one sentence and get matching positions\n4. Recruiters: staff and project management',
};
