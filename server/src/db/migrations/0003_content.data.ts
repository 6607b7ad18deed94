/**
 * The help center's first content, in zh-Hans and en: the user agreement, the privacy policy, the company
 * authorization terms, FAQ articles and "about us" with the filing (ICP) numbers. Inserted once by
 * migration 0003 (product content, present even without SEED_DEMO); operators edit "about us" through
 * `PUT /api/app/intro`. Texts are plain: paragraphs separated by a blank line, no markup.
 */

export interface ContentAgreement {
  type: string;
  version: string;
  titleZh: string;
  titleEn: string;
  contentZh: string;
  contentEn: string;
}

export interface ContentArticle {
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  contentZh: string;
  contentEn: string;
}

export interface ContentIntro {
  titleZh: string;
  titleEn: string;
  contentZh: string;
  contentEn: string;
  companyZh: string;
  companyEn: string;
  icp: string;
  policeFiling: string;
  contactPhone: string;
  contactEmail: string;
  addressZh: string;
  addressEn: string;
}

const paragraphs = (...lines: string[]) => lines.join('\n\n');

export const INITIAL_AGREEMENTS: ContentAgreement[] = [
  {
    type: 'user',
    version: '2026-01-01',
    titleZh: '职达用户协议',
    titleEn: 'JobReach User Agreement',
    contentZh: paragraphs(
      '更新日期：2026年1月1日　生效日期：2026年1月1日',
      '欢迎使用职达！本协议是您与杭州职达网络科技有限公司（以下简称“我们”）之间关于注册、登录和使用职达求职招聘服务（包括职达小程序、H5 网页及 App，以下简称“本服务”）的约定。请您在注册前仔细阅读本协议，特别是以加粗或下划线标注的免除或限制责任条款。您勾选“我已阅读并同意”或实际使用本服务，即视为您已充分理解并同意本协议全部内容。',
      '一、账号注册与使用\n1. 您应使用本人实名登记的中国大陆手机号注册，并通过短信验证码完成验证。\n2. 您应妥善保管账号、密码及验证码，因您保管不善造成的损失由您自行承担。\n3. 一个手机号只能注册一个账号；账号仅限本人使用，不得出借、转让或出售。',
      '二、求职者的义务\n1. 您在在线简历中填写的教育经历、工作经历、联系方式等信息应真实、准确、完整。\n2. 您不得投递与本人真实情况不符的简历，不得冒用他人身份。',
      '三、招聘者的义务\n1. 招聘者应完成企业信息填写并通过平台审核后方可发布职位。\n2. 发布的职位信息应真实合法，不得含有性别、民族、地域等就业歧视内容，不得以招聘为名收取任何费用或从事传销、诈骗等违法活动。\n3. 招聘者只能将求职者的个人信息用于本次招聘，不得泄露、出售或用于其他目的。',
      '四、平台规则\n1. 我们会对职位、企业信息进行审核，对违反法律法规或本协议的内容有权不予发布、下架或删除。\n2. 对于违规账号，我们有权视情节采取警告、限制功能、暂停或终止服务等措施。',
      '五、个人信息保护\n我们将按照《职达隐私政策》收集、使用、存储和保护您的个人信息。',
      '六、免责声明\n求职者与招聘者之间的面试、录用、签约等行为由双方自行负责。我们将尽合理努力核验信息，但不对双方之间的纠纷承担责任，法律另有规定的除外。',
      '七、协议的变更与终止\n我们可能根据法律法规或业务需要修订本协议，修订后的协议将在页面公布。您可以随时申请注销账号。',
      '八、法律适用与争议解决\n本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方可向杭州市西湖区人民法院提起诉讼。',
      '如您对本协议有任何疑问，请联系客服：400-800-1234，或发送邮件至 service@jobreach.example.com。',
    ),
    contentEn: paragraphs(
      'Updated: January 1, 2026. Effective: January 1, 2026.',
      'Welcome to JobReach! This agreement is between you and Hangzhou JobReach Network Technology Co., Ltd. ("we") and governs registering, logging in to and using the JobReach job and recruitment service (the mini-program, the H5 site and the app, the "Service"). Please read it carefully before registering, especially the clauses that limit or exclude liability. By ticking "I have read and agree" or by using the Service you accept this agreement in full.',
      '1. Accounts\n1) Register with a mainland China mobile number registered in your own name and verify it with an SMS code.\n2) Keep your account, password and verification codes safe; losses caused by careless safekeeping are your own.\n3) One phone number can hold one account. Accounts are personal and may not be lent, transferred or sold.',
      "2. Job seekers\n1) The education, work experience and contact details in your online resume must be true, accurate and complete.\n2) Do not send resumes that misrepresent you, and never use another person's identity.",
      "3. Recruiters\n1) Recruiters must fill in the company information and pass the platform's review before publishing positions.\n2) Positions must be genuine and lawful, free of discrimination by gender, ethnicity, region or the like, and may never be used to charge fees or for pyramid selling, fraud or other illegal activities.\n3) Recruiters may use a candidate's personal information only for the recruitment at hand and must not disclose, sell or reuse it.",
      '4. Platform rules\n1) We review positions and company information and may refuse, take down or delete content that breaks the law or this agreement.\n2) For accounts that break the rules we may warn, restrict features, suspend or terminate the Service depending on the severity.',
      '5. Personal information\nWe collect, use, store and protect your personal information as described in the JobReach Privacy Policy.',
      '6. Disclaimer\nInterviews, hiring and contracts are between the job seeker and the recruiter. We make reasonable efforts to verify information but are not liable for disputes between them, except where the law provides otherwise.',
      '7. Changes and termination\nWe may revise this agreement as laws or our business require and will publish the revised version in the app. You may ask to close your account at any time.',
      "8. Governing law and disputes\nThis agreement is governed by the laws of the People's Republic of China. Disputes shall first be settled by friendly negotiation; failing that, either party may sue at the People's Court of Xihu District, Hangzhou.",
      'Questions about this agreement: call 400-800-1234 or email service@jobreach.example.com.',
    ),
  },
  {
    type: 'privacy',
    version: '2026-01-01',
    titleZh: '职达隐私政策',
    titleEn: 'JobReach Privacy Policy',
    contentZh: paragraphs(
      '更新日期：2026年1月1日　生效日期：2026年1月1日',
      '杭州职达网络科技有限公司（以下简称“我们”）深知个人信息对您的重要性，并会尽全力保护您的个人信息安全。本政策说明我们如何收集、使用、存储、共享和保护您的个人信息，以及您享有的权利。',
      '一、我们收集的信息\n1. 注册登录：手机号、短信验证码、密码（仅保存不可逆的加密摘要）；使用微信登录时，我们会获得您的微信 OpenID。\n2. 求职服务：您主动填写的在线简历，包括姓名、性别、出生日期、学历、工作经历、求职期望等。\n3. 招聘服务：企业名称、营业执照、联系人信息以及发布的职位信息。\n4. 设备与日志信息：为保障账号与服务安全，我们会记录登录时间、IP 地址等必要的日志信息。',
      '二、我们如何使用信息\n1. 为您提供职位推荐、简历投递、面试邀约、电子合同等核心功能。\n2. 向您发送验证码、面试通知等服务消息。\n3. 识别异常登录、防范欺诈，保障账号安全。',
      '三、信息的共享\n1. 您投递简历后，您的简历将提供给对应职位的招聘者。\n2. 短信服务商仅获得发送验证码所必需的手机号和短信内容。\n3. 除法律法规另有规定外，我们不会向任何第三方出售您的个人信息。',
      '四、信息的存储与保护\n1. 您的个人信息存储于中华人民共和国境内。\n2. 身份证号、银行卡号等敏感信息采用加密方式存储，并在页面中脱敏展示。\n3. 我们仅在实现本政策所述目的所必需的期限内保留您的个人信息。',
      '五、您的权利\n您可以在“我的—账号设置”中查看和修改个人资料、更换绑定手机号、修改密码，也可以联系我们注销账号。注销后我们将删除或匿名化处理您的个人信息。',
      '六、未成年人保护\n本服务面向年满16周岁的求职者。若您是未满18周岁的未成年人，请在监护人的陪同下阅读本政策。',
      '七、联系我们\n如对本政策有任何疑问或投诉，请联系：privacy@jobreach.example.com，我们将在15个工作日内答复。',
    ),
    contentEn: paragraphs(
      'Updated: January 1, 2026. Effective: January 1, 2026.',
      'Hangzhou JobReach Network Technology Co., Ltd. ("we") knows how much your personal information matters and does its utmost to protect it. This policy explains how we collect, use, store, share and protect your personal information, and the rights you have.',
      '1. What we collect\n1) Registration and login: your phone number, SMS verification codes and your password (we keep only an irreversible hash). With WeChat login we receive your WeChat OpenID.\n2) Job seeking: the online resume you fill in, such as name, gender, date of birth, education, work experience and job expectations.\n3) Recruiting: the company name, business licence, contact person and the positions you publish.\n4) Device and log data: to keep accounts and the Service secure we log the necessary data, such as login times and IP addresses.',
      '2. How we use it\n1) To provide the core features: position recommendations, applications, interview invitations, electronic contracts.\n2) To send you service messages such as verification codes and interview notices.\n3) To detect unusual logins, prevent fraud and keep your account safe.',
      "3. Sharing\n1) When you apply for a position, your resume is given to that position's recruiter.\n2) Our SMS provider receives only the phone number and text needed to deliver a verification code.\n3) Except where the law requires otherwise, we never sell your personal information to anyone.",
      "4. Storage and protection\n1) Your personal information is stored within the People's Republic of China.\n2) Sensitive data such as ID and bank card numbers are encrypted at rest and masked on screen.\n3) We keep personal information only as long as the purposes of this policy require.",
      '5. Your rights\nUnder Me > Account settings you can view and edit your profile, change your bound phone number and change your password, and you can contact us to close your account. After closing we delete or anonymise your personal information.',
      '6. Minors\nThe Service is meant for job seekers aged 16 or over. If you are under 18, please read this policy with your guardian.',
      '7. Contact\nQuestions or complaints about this policy: privacy@jobreach.example.com. We answer within 15 working days.',
    ),
  },
  {
    type: 'company',
    version: '2026-01-01',
    titleZh: '企业信息认证授权书',
    titleEn: 'Company Verification Authorization',
    contentZh: paragraphs(
      '本企业授权杭州职达网络科技有限公司核验本企业提交的营业执照、授权函、联系人身份等信息，并同意在职达平台展示企业名称、简介、地址及在招职位。',
      '本企业承诺：所提交的资料真实、合法、有效；发布的职位不含任何就业歧视内容，不以任何名义向求职者收取费用；仅将求职者的个人信息用于本企业的招聘活动。',
      '如提交虚假资料或违反上述承诺，平台有权下架职位、暂停或终止服务，由此产生的法律责任由本企业承担。',
    ),
    contentEn: paragraphs(
      'The company authorizes Hangzhou JobReach Network Technology Co., Ltd. to verify the business licence, letter of authorization and contact person it submits, and agrees that JobReach shows its name, introduction, address and open positions.',
      "The company undertakes that the documents it submits are true, lawful and valid; that its positions contain no discrimination and never charge job seekers any fee; and that it uses candidates' personal information only for its own recruitment.",
      'If false documents are submitted or these undertakings are broken, the platform may take positions down and suspend or terminate the Service, and the company bears the legal consequences.',
    ),
  },
];

export const INITIAL_ARTICLES: ContentArticle[] = [
  {
    titleZh: '如何完善在线简历？',
    titleEn: 'How do I complete my online resume?',
    summaryZh: '完整的简历更容易获得招聘者的关注。',
    summaryEn: 'A complete resume gets more attention from recruiters.',
    contentZh: paragraphs(
      '1. 进入“简历”页，依次填写个人信息（姓名、性别、出生日期、学历等必填项）。',
      '2. 添加教育经历和工作经历：开始时间不能晚于结束时间，内容尽量写清楚负责的工作和取得的成果。',
      '3. 填写求职期望：期望职位、城市和薪资范围，系统会据此为您推荐职位。',
      '4. 切换求职状态（如“离职-随时到岗”），让招聘者了解您的到岗时间。',
      '小提示：简历信息越完整、越真实，获得面试邀请的机会越大。',
    ),
    contentEn: paragraphs(
      '1. Open the Resume tab and fill in your personal information (name, gender, date of birth, education and the other required fields).',
      '2. Add your education and work experience. A start date cannot be later than its end date; describe what you were responsible for and what you achieved.',
      '3. Fill in your job expectations: position, city and salary range. Recommendations are based on them.',
      '4. Set your job-seeking status (for example "Left, available any time") so recruiters know when you can start.',
      'Tip: the more complete and accurate your resume, the more interview invitations you get.',
    ),
  },
  {
    titleZh: '如何投递职位？',
    titleEn: 'How do I apply for a position?',
    summaryZh: '找到心仪职位后，一键投递简历。',
    summaryEn: 'Found the right position? Apply with one tap.',
    contentZh: paragraphs(
      '1. 在首页搜索职位名称，或按城市筛选，进入职位详情页。',
      '2. 确认薪资、工作地点、学历要求等信息后，点击底部“投递简历”。',
      '3. 投递前请确认已完善在线简历；同一职位只能投递一次。',
      '4. 在“我的—投递记录”中可以查看投递状态：已投递、已通过或未通过。',
    ),
    contentEn: paragraphs(
      '1. Search for a position on the home page or filter by city, then open the position.',
      '2. Check the salary, location and education requirements, then tap "Apply" at the bottom.',
      '3. Make sure your online resume is complete first; you can apply to each position once.',
      '4. Follow the status under Me > My applications: delivered, passed or rejected.',
    ),
  },
  {
    titleZh: '招聘者如何发布职位？',
    titleEn: 'How do recruiters publish a position?',
    summaryZh: '完善企业信息并通过审核后即可发布职位。',
    summaryEn: 'Complete the company information, pass the review, then publish.',
    contentZh: paragraphs(
      '1. 在“我的—切换身份”中选择“招聘者”。首次切换需要先填写企业信息并上传营业执照。',
      '2. 企业信息审核通过后，进入“职位管理”，点击“发布职位”。',
      '3. 填写职位名称、薪资范围（最低薪资不能高于最高薪资）、工作地点、学历要求和岗位职责等信息后提交。',
      '4. 职位提交后进入“审核中”状态，审核通过即对求职者展示；未通过时可根据原因修改后重新提交。',
    ),
    contentEn: paragraphs(
      '1. Under Me > Switch identity choose "Recruiter". The first time, fill in your company information and upload the business licence.',
      '2. Once the company is approved, open Position management and tap "Publish position".',
      '3. Fill in the title, salary range (the minimum cannot exceed the maximum), location, education requirement and responsibilities, then submit.',
      '4. A new position is "Under review"; once approved, job seekers see it. If it fails the review, fix what the reason says and submit again.',
    ),
  },
  {
    titleZh: '面试邀请在哪里查看？',
    titleEn: 'Where do I find interview invitations?',
    summaryZh: '所有面试邀请都在“消息”和“面试记录”中。',
    summaryEn: 'Every invitation is under Messages and My interviews.',
    contentZh: paragraphs(
      '1. 招聘者向您发出面试邀请后，您会在“消息”页收到通知。',
      '2. 在“我的—面试记录”中可以看到面试时间、方式（线上、线下或电话）和地点或链接。',
      '3. 点击“接受”后状态变为“待面试”；如无法参加，请及时点击“拒绝”，方便招聘者安排。',
    ),
    contentEn: paragraphs(
      '1. When a recruiter invites you to an interview, a notice appears on the Messages tab.',
      '2. Under Me > My interviews you see the time, the method (online, on-site or phone) and the address or link.',
      '3. Tap "Accept" and the status becomes "Waiting for interview". If you cannot attend, tap "Decline" in time so the recruiter can plan.',
    ),
  },
  {
    titleZh: '如何修改绑定手机号？',
    titleEn: 'How do I change my bound phone number?',
    summaryZh: '通过新手机号的短信验证码即可完成更换。',
    summaryEn: 'Verify the new number with an SMS code.',
    contentZh: paragraphs(
      '1. 进入“我的—账号设置—手机号”。',
      '2. 输入新的手机号，完成图形验证码后获取短信验证码（60秒内只能发送一次，每天最多10次）。',
      '3. 输入验证码并提交，之后请使用新手机号登录。',
      '注意：新手机号不能是已注册的手机号；验证码5分钟内有效，输错5次需要重新获取。',
    ),
    contentEn: paragraphs(
      '1. Open Me > Account settings > Phone number.',
      '2. Enter the new number, solve the image captcha and request an SMS code (one every 60 seconds, at most 10 a day).',
      '3. Enter the code and submit. From then on, log in with the new number.',
      'Note: the new number must not be registered already. A code is valid for 5 minutes and must be requested again after 5 wrong tries.',
    ),
  },
  {
    titleZh: '账号安全',
    titleEn: 'Account security',
    summaryZh: '保护账号安全的几个建议。',
    summaryEn: 'A few ways to keep your account safe.',
    contentZh: paragraphs(
      '1. 请设置8-16位字母和数字组合的密码，不要与其他网站使用相同密码。',
      '2. 不要将短信验证码告诉任何人，职达工作人员不会向您索要验证码或密码。',
      '3. 修改密码或找回密码后，其他设备上的登录会自动失效。',
      '4. 连续输错密码10次后，账号将在15分钟内暂停密码登录，您可以改用验证码登录。',
      '5. 警惕以招聘为名收取培训费、押金的行为，遇到请立即举报。',
    ),
    contentEn: paragraphs(
      '1. Use a password of 8-16 characters combining letters and digits, and do not reuse it on other sites.',
      '2. Never tell anyone an SMS code. JobReach staff will never ask for your code or password.',
      '3. After you change or reset your password, logins on your other devices end automatically.',
      '4. After 10 wrong passwords in a row, password login pauses for 15 minutes; you can still log in with an SMS code.',
      '5. Beware of "recruiters" asking for training fees or deposits, and report them at once.',
    ),
  },
  {
    titleZh: '忘记密码怎么办？',
    titleEn: 'I forgot my password. What now?',
    summaryZh: '通过手机验证码重新设置密码。',
    summaryEn: 'Reset it with an SMS code.',
    contentZh: paragraphs(
      '1. 在登录页点击“忘记密码”。',
      '2. 输入注册手机号，获取并填写短信验证码。',
      '3. 设置新密码并再次确认，两次输入必须一致。',
      '4. 重置成功后，所有设备需要使用新密码重新登录。',
    ),
    contentEn: paragraphs(
      '1. Tap "Forgot password" on the login page.',
      '2. Enter your registered phone number, then request and enter the SMS code.',
      '3. Set a new password and confirm it; both entries must match.',
      '4. After the reset, every device has to log in again with the new password.',
    ),
  },
];

export const INITIAL_INTRO: ContentIntro = {
  titleZh: '关于职达',
  titleEn: 'About JobReach',
  contentZh: paragraphs(
    '职达是一个连接求职者与招聘者的求职招聘平台，覆盖全国34个省级行政区，为互联网、制造、零售、餐饮、物流等行业提供全职和兼职岗位。',
    '对求职者，我们提供在线简历、职位搜索、一键投递、面试邀约和电子合同；对招聘者，我们提供企业认证、职位发布、候选人管理、员工与项目管理。',
    '我们坚持“真实、高效、安全”：所有企业和职位都经过人工审核，敏感信息加密存储，让每一次求职和招聘都更简单。',
  ),
  contentEn: paragraphs(
    'JobReach connects job seekers and recruiters across all 34 provincial-level regions of China, with full-time and part-time positions in internet, manufacturing, retail, catering, logistics and more.',
    'Job seekers get an online resume, position search, one-tap applications, interview invitations and electronic contracts. Recruiters get company verification, position publishing, candidate management, and staff and project management.',
    'We stand for genuine, efficient and safe hiring: every company and position is reviewed by people and sensitive data is encrypted, so that every search and every hire is simpler.',
  ),
  companyZh: '杭州职达网络科技有限公司',
  companyEn: 'Hangzhou JobReach Network Technology Co., Ltd.',
  icp: '浙ICP备2026000000号-1',
  policeFiling: '浙公网安备33010602000001号',
  contactPhone: '400-800-1234',
  contactEmail: 'service@jobreach.example.com',
  addressZh: '浙江省杭州市西湖区文三路90号东部软件园1号楼',
  addressEn: 'Building 1, Eastern Software Park, 90 Wensan Road, Xihu District, Hangzhou, Zhejiang',
};
