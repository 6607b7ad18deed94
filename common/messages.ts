/**
 * The message catalogue: every text that a rule, an error or a shared state shows to a user, in zh-Hans
 * (default) and en. Code refers to texts only through `MSG` keys, so a typo is a compile error and each key
 * is guaranteed (by the `Record<…, string>` types below) to exist in both languages. Texts only the server
 * sends live in ./messages.server (kept out of the app's bundle); the rest here and in ./messages.en.
 */
import { format, type Catalogues, type Locale } from './i18n';
import { keys } from './message-keys';

/**
 * Every message key, grouped by concern. Each leaf value is its own dotted path (a test checks this), so
 * `MSG.validation.phone === 'validation.phone'`. Code keys (statuses, degrees...) use the stored code as the
 * last segment, so a label key can be derived from a database value without a lookup table.
 */
export const MSG = {
  app: keys('app', ['name']),
  /** Home's own texts: also painted by the server's first screen (server/src/plugins/first-screen.ts). */
  home: keys('home', ['slogan', 'searchPlaceholder', 'latest', 'me']),
  /** The job page's headings and title: also painted by the server's first screen. */
  job: keys('job', ['headcount', 'responsibilities', 'requirements', 'conditions', 'workingHours']),
  /** Page titles the server paints too (the others live in the app's locales). */
  page: keys('page', ['pages/job_detail/index']),
  validation: keys('validation', [
    'required',
    'requiredField',
    'invalid',
    'characters',
    'option',
    'phone',
    'contactPhone',
    'email',
    'phoneOrEmail',
    'password',
    'passwordMismatch',
    'name',
    'idNumber',
    'bankCard',
    'imageType',
    'imageSize',
    'attachmentRequired',
    'attachmentCount',
    'dateRange',
    'salaryRange',
    'contractDates',
    'agreement',
    'companyTerms',
    'tooLong',
    'tooShort',
    'duplicateMember',
    'date',
    'regionCode',
    'integer',
    'number',
    'numberMin',
    'numberMax',
    'itemsMin',
    'itemsMax',
    'smsCode',
    'captcha',
    'nickname',
    'samePassword',
    'latitude',
    'longitude',
    'coordinatesPair',
    'wechatId',
  ]),
  errors: keys('errors', [
    'server',
    'serviceNotFound',
    'requestRetry',
    'requestFailed',
    'system',
    'networkException',
    'networkNotConnected',
    'networkUnknown',
    'networkAbnormal',
    'loginFirst',
    'notLoggedIn',
    'tokenInvalid',
    'userNotFound',
    'alreadyInvited',
    'imageUploadFailed',
    'fileOpenFailed',
    'appInfoFailed',
    'updateFailed',
    'installFailed',
    'envUnsupported',
    'operation',
    'openInBrowser',
    'downloadApp',
    'forbidden',
    'needsRecruiter',
    'needsSeeker',
    'tooManyRequests',
    'fileTooLarge',
    'unsupportedFileType',
    'unknownRoute',
    'positionNotFound',
  ]),
  /** The WeChat mini-program update manager (spec section 4; Chinese texts verbatim). */
  update: keys('update', ['title', 'restart', 'downloadFailed', 'newVersionTitle', 'reopen']),
  /** The native app's version prompt (server minimum version above the installed version code). */
  appUpdate: keys('appUpdate', ['title', 'available', 'updateLog', 'download', 'cancel']),
  /** Accounts: captcha, SMS codes, login, registration, password, phone binding (the Accounts issue). */
  auth: keys('auth', [
    'captchaWrong',
    'captchaExpired',
    'captchaRequired',
    'smsAddressLimit',
    'smsSubnetLimit',
    'smsBusy',
    'codeWrong',
    'codeExpired',
    'codeBurned',
    'codeTooSoon',
    'codeDailyLimit',
    'codeSent',
    'smsText',
    'smsFailed',
    'phoneRegistered',
    'phoneUnchanged',
    'phoneAlreadyBound',
    'loginFailed',
    'tooManyLogins',
    'oldPasswordWrong',
    'accountDisabled',
    'registered',
    'loggedIn',
    'loggedOut',
    'passwordReset',
    'passwordChanged',
    'phoneChanged',
    'profileSaved',
    'wechatUnavailable',
    'wechatFailed',
    'wechatPhoneFailed',
    'alipayUnavailable',
    'alipayFailed',
    'termsRequired',
    'termsChanged',
    'consentSaved',
  ]),
  content: keys('content', ['notFound', 'saved']),
  upload: keys('upload', ['done', 'noFile', 'dailyLimit']),
  identity: keys('identity', ['seeker', 'recruiter', 'becameSeeker', 'becameRecruiter', 'none']),
  status: {
    position: keys('status.position', ['under_review', 'approved', 'audit_failed', 'paused', 'closed', 'deleted']),
    application: keys('status.application', ['delivered', 'passed', 'rejected']),
    interview: keys('status.interview', ['invited', 'waiting', 'passed', 'failed', 'rejected']),
    contract: keys('status.contract', ['draft', 'sent', 'signed', 'refused', 'expired', 'void', 'abnormal']),
    project: keys('status.project', ['to_start', 'in_progress', 'ended']),
  },
  jobStatus: keys('jobStatus', [
    'left_available',
    'working_within_month',
    'working_considering',
    'working_not_considering',
  ]),
  degree: keys('degree', [
    'junior_high',
    'high_school',
    'technical_secondary',
    'junior_college',
    'bachelor',
    'master',
    'doctor',
  ]),
  gender: keys('gender', ['male', 'female', 'unlimited']),
  jobType: keys('jobType', ['full', 'part']),
  workForm: keys('workForm', ['online', 'offline']),
  interviewMethod: keys('interviewMethod', ['online', 'offline', 'phone']),
  contractKind: keys('contractKind', ['electronic', 'paper']),
  /** The seeker's online resume and the recruiters' resume list (the Resume issue). */
  resume: {
    saved: 'resume.saved',
    deleted: 'resume.deleted',
    notFound: 'resume.notFound',
    resumeNotFound: 'resume.resumeNotFound',
    expectationLimit: 'resume.expectationLimit',
    experienceLimit: 'resume.experienceLimit',
    projectLimit: 'resume.projectLimit',
    educationLimit: 'resume.educationLimit',
    birthDate: 'resume.birthDate',
    region: 'resume.region',
    companyRequired: 'resume.companyRequired',
    companyNotApproved: 'resume.companyNotApproved',
    alreadyBlocked: 'resume.alreadyBlocked',
    blockedLimit: 'resume.blockedLimit',
    hidden: 'resume.hidden',
    visible: 'resume.visible',
    upToNow: 'resume.upToNow',
    section: keys('resume.section', ['basic', 'expectations', 'experiences', 'projects', 'educations', 'skills']),
  },
  /** Company size codes (the Positions issue); the stored code is the last segment. */
  companySize: {
    '0-20': 'companySize.0-20',
    '20-99': 'companySize.20-99',
    '100-499': 'companySize.100-499',
    '500-999': 'companySize.500-999',
    '1000-9999': 'companySize.1000-9999',
    '10000+': 'companySize.10000+',
  },
  /** Company type codes (the Positions issue). */
  companyType: keys('companyType', [
    'private',
    'state_owned',
    'foreign',
    'joint_venture',
    'listed',
    'public_institution',
    'other',
  ]),
  /** Verification status of a company (the Positions issue). */
  companyStatus: keys('companyStatus', ['draft', 'under_review', 'approved', 'audit_failed']),
  /** Work experience a position asks for (the Positions issue). */
  experience: {
    none: 'experience.none',
    lt1: 'experience.lt1',
    '1-3': 'experience.1-3',
    '3-5': 'experience.3-5',
    '5-10': 'experience.5-10',
    gt10: 'experience.gt10',
  },
  /** A position's education requirement: 'unlimited' or a degree (labels of the degrees: MSG.degree). */
  education: keys('education', ['unlimited']),
  /** The recruiter's company information (the Positions issue). */
  company: keys('company', [
    'saved',
    'submitted',
    'notFound',
    'licenseRequired',
    'sealLetterRequired',
    'alreadyUnderReview',
    'alreadyApproved',
    'uploadUrl',
    'link',
    'backToReview',
    'pageNotFound',
  ]),
  /** Positions: posting, managing, search and saved positions (the Positions issue). */
  positions: keys('positions', [
    'companyRequired',
    'recruitEndPast',
    'submitted',
    'invalidTransition',
    'refreshTooSoon',
    'refreshed',
    'paused',
    'resumed',
    'stopped',
    'deleted',
    'saved',
    'unsaved',
    'recruiterOnly',
    'companyPending',
  ]),
  /** Job categories and industries a position or an expectation names by code. */
  taxonomy: keys('taxonomy', ['unknownCategory', 'categoryLevel', 'unknownIndustry', 'categoriesMax']),
  /** A position's pay: unit, months, 面议. */
  salary: keys('salary', ['required', 'unitJobType', 'monthsMonthly', 'dayMax', 'hourMax', 'monthMax']),
  /** Operators' review of positions and companies (the Positions issue). */
  review: keys('review', ['approved', 'rejected', 'notPending', 'ownWork']),
  /** Applications: applying, the recruiter's decisions, the reminders (the Applications issue). */
  applications: {
    applied: 'applications.applied',
    passed: 'applications.passed',
    rejected: 'applications.rejected',
    notFound: 'applications.notFound',
    alreadyApplied: 'applications.alreadyApplied',
    resumeIncomplete: 'applications.resumeIncomplete',
    educationRequired: 'applications.educationRequired',
    invalidTransition: 'applications.invalidTransition',
    ownPosition: 'applications.ownPosition',
    autoClosedReason: 'applications.autoClosedReason',
    field: keys('applications.field', ['nickname', 'birthDate', 'gender']),
  },
  /** Interviews on an application (the Applications issue); 'already invited' is MSG.errors.alreadyInvited. */
  interviews: keys('interviews', [
    'invited',
    'accepted',
    'declined',
    'passed',
    'failed',
    'notFound',
    'time',
    'timePast',
    'expired',
    'addressRequired',
    'linkRequired',
    'contactRequired',
    'link',
  ]),
  /** Notifications: titles and bodies by kind, rendered at read time (the Applications issue). */
  notifications: keys('notifications', ['notFound', 'read', 'readAll']),
  chat: {
    clientId: 'chat.clientId',
    empty: 'chat.empty',
    tooLong: 'chat.tooLong',
    image: 'chat.image',
    reportReason: 'chat.reportReason',
    greetingEmpty: 'chat.greetingEmpty',
    quickRepliesMax: 'chat.quickRepliesMax',
    quick: keys('chat.quick', ['seeker1', 'seeker2', 'seeker3', 'recruiter1', 'recruiter2', 'recruiter3']),
    greeting: keys('chat.greeting', ['seeker', 'recruiter']),
    notFound: 'chat.notFound',
    notDelivered: 'chat.notDelivered',
    youBlocked: 'chat.youBlocked',
    seekerDailyLimit: 'chat.seekerDailyLimit',
    recruiterDailyLimit: 'chat.recruiterDailyLimit',
    ownPosition: 'chat.ownPosition',
    seekerRequired: 'chat.seekerRequired',
    seekerNotFound: 'chat.seekerNotFound',
    positionNotMine: 'chat.positionNotMine',
    seekersOnly: 'chat.seekersOnly',
    recruitersOnly: 'chat.recruitersOnly',
    exchangeNotFound: 'chat.exchangeNotFound',
    exchangeOwn: 'chat.exchangeOwn',
    exchangeAnswered: 'chat.exchangeAnswered',
    exchangePending: 'chat.exchangePending',
    tooFast: 'chat.tooFast',
    reportLimit: 'chat.reportLimit',
    noPhone: 'chat.noPhone',
    noWechat: 'chat.noWechat',
    noWechatRecruiter: 'chat.noWechatRecruiter',
    sent: 'chat.sent',
    reported: 'chat.reported',
    blocked: 'chat.blocked',
    unblocked: 'chat.unblocked',
    settingsSaved: 'chat.settingsSaved',
    what: keys('chat.what', ['phone', 'wechat']),
    preview: keys('chat.preview', [
      'image',
      'position',
      'resume',
      'exchange',
      'exchangeAccepted',
      'exchangeDeclined',
      'interview',
    ]),
    line: keys('chat.line', [
      'applicationPassed',
      'applicationRejected',
      'interviewAccepted',
      'interviewDeclined',
      'interviewPassed',
      'interviewFailed',
    ]),
  },
} as const;

/** The leaf strings of a nested const object. */
type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** Any message key of the catalogue. */
export type MessageKey =
  | Leaves<typeof MSG>
  | Leaves<typeof import('./messages.contracts').CONTRACTS_MSG>
  | Leaves<typeof import('./messages.server').CONTRACTS_SERVER_MSG>
  | Leaves<typeof import('./messages.server').SUBSCRIPTIONS_MSG>
  | Leaves<typeof import('./messages.oa').OA_MSG>
  | Leaves<typeof import('./messages.privacy').PRIVACY_MSG>
  | Leaves<typeof import('./messages.reports').REPORTS_MSG>
  | Leaves<typeof import('./messages.screening').SCREENING_MSG>
  | Leaves<typeof import('./messages.verification').VERIFICATION_MSG>
  | Leaves<typeof import('./messages.onboarding').ONBOARDING_MSG>
  | Leaves<typeof import('./messages.preferences').PREFERENCES_MSG>
  | Leaves<typeof import('./messages.pipeline').PIPELINE_MSG>
  | Leaves<typeof import('./messages.resume-files').RESUME_FILES_MSG>;

/** Keys whose texts only the server sends (./messages.server). */
export type ServerMessageKey = keyof typeof import('./messages.server').serverZhHans;
/** Keys whose texts travel with a domain's screens (./messages.<domain>), added when they load on H5. */
export type DomainMessageKey =
  | keyof typeof import('./messages.chat').chatZhHans
  | keyof typeof import('./messages.contracts').contractsZhHans
  | keyof typeof import('./messages.oa').oaZhHans
  | keyof typeof import('./messages.privacy').privacyZhHans
  | keyof typeof import('./messages.reports').reportsZhHans
  | keyof typeof import('./messages.screening').screeningZhHans
  | keyof typeof import('./messages.verification').verificationZhHans
  | keyof typeof import('./messages.onboarding').onboardingZhHans
  | keyof typeof import('./messages.preferences').preferencesZhHans
  | keyof typeof import('./messages.pipeline').pipelineZhHans
  | keyof typeof import('./messages.resume-files').resumeFilesZhHans;
/** Keys the app shows on any page (the first page carries their Chinese). */
type AppMessageKey = Exclude<MessageKey, ServerMessageKey | DomainMessageKey>;

const zhHans: Record<AppMessageKey, string> = {
  'app.name': '职达',
  'home.slogan': '找工作，上职达',
  'home.searchPlaceholder': '搜索职位、公司',
  'home.latest': '最新职位',
  'home.me': '我的',
  'page.pages/job_detail/index': '职位详情',
  'job.headcount': '招{n}人',
  'job.responsibilities': '岗位职责',
  'job.requirements': '任职要求',
  'job.conditions': '福利待遇',
  'job.workingHours': '工作时间',

  'validation.required': '此项为必填项',
  'validation.requiredField': '请填写{field}',
  'validation.invalid': '格式不正确',
  'validation.characters': '含有无法保存的字符，请删除后重试',
  'validation.option': '请选择有效的选项',
  'validation.phone': '请输入正确的手机号',
  'validation.contactPhone': '请输入11位联系电话',
  'validation.email': '请输入正确的邮箱',
  'validation.phoneOrEmail': '请输入正确的手机号或邮箱',
  'validation.password': '请设置8-16位字母数字组合密码',
  'validation.passwordMismatch': '两次密码不一致',
  'validation.name': '姓名长度为2-20个字符',
  'validation.idNumber': '请输入正确的18位身份证号',
  'validation.bankCard': '请输入19位银行卡号',
  'validation.imageType': '仅支持JPG、JPEG、PNG格式的图片',
  'validation.imageSize': '图片大小不能超过1MB',
  'validation.attachmentRequired': '请上传附件',
  'validation.attachmentCount': '只能上传1个文件',
  'validation.dateRange': '开始时间不能大于结束时间',
  'validation.salaryRange': '最低薪资不能高于最高薪资',
  'validation.contractDates': '合同结束日期必须晚于开始日期',
  'validation.agreement': '请阅读并勾选用户协议',
  'validation.companyTerms': '请阅读并勾选相关条款及授权',
  'validation.tooLong': '不能超过{max}个字符',
  'validation.tooShort': '不能少于{min}个字符',
  'validation.duplicateMember': '不能重复添加成员',
  'validation.date': '请输入正确的日期（YYYY-MM-DD）',
  'validation.regionCode': '地区编码应为6位数字',
  'validation.integer': '请输入整数',
  'validation.number': '请输入数字',
  'validation.numberMin': '不能小于{min}',
  'validation.numberMax': '不能大于{max}',
  'validation.itemsMin': '至少选择{min}项',
  'validation.itemsMax': '最多选择{max}项',
  'validation.smsCode': '请输入6位数字验证码',
  'validation.captcha': '请输入图形验证码',
  'validation.nickname': '昵称不能为空',
  'validation.samePassword': '新密码不能与原密码相同',
  'validation.latitude': '纬度应在-90到90之间',
  'validation.longitude': '经度应在-180到180之间',
  'validation.coordinatesPair': '请同时填写经度和纬度',
  'validation.wechatId': '请输入正确的微信号：6-20位字母、数字、下划线或减号，以字母开头，或填写手机号',

  'taxonomy.unknownCategory': '请选择有效的职位类别',
  'taxonomy.categoryLevel': '请选择到第三级职位类别（如：技术 > 后端开发 > Java）',
  'taxonomy.unknownIndustry': '请选择有效的所属行业',
  'taxonomy.categoriesMax': '期望职位最多选择{max}个',
  'salary.required': '请填写薪资范围，或选择面议',
  'salary.unitJobType': '日薪和时薪仅用于兼职职位，全职请填写月薪',
  'salary.monthsMonthly': '薪资月数仅适用于月薪',
  'salary.dayMax': '日薪不能超过{max}元',
  'salary.hourMax': '时薪不能超过{max}元',
  'salary.monthMax': '月薪不能超过{max}元',

  'errors.server': '服务器错误',
  'errors.serviceNotFound': '服务不存在',
  'errors.requestRetry': '请求错误，请重试',
  'errors.requestFailed': '请求失败，服务错误',
  'errors.system': '系统错误',
  'errors.networkException': '网络异常，请重试',
  'errors.networkNotConnected': '网络未连接！',
  'errors.networkUnknown': '未知网络！',
  'errors.networkAbnormal': '网络异常',
  'errors.loginFirst': '请先登录！',
  'errors.notLoggedIn': '未登录',
  'errors.tokenInvalid': '登录已过期，请重新登录',
  'errors.userNotFound': '用户不存在',
  'errors.alreadyInvited': '已经邀请过了',
  'errors.imageUploadFailed': '图片上传失败',
  'errors.fileOpenFailed': '文件打开失败',
  'errors.appInfoFailed': '获取应用信息失败',
  'errors.updateFailed': '更新失败',
  'errors.installFailed': '安装失败',
  'errors.envUnsupported': '当前环境不支持该操作',
  'errors.operation': '操作错误',
  'errors.openInBrowser': '请在浏览器中打开',
  'errors.downloadApp': '建议下载App获得更好的体验',
  'errors.forbidden': '没有权限进行此操作',
  'errors.needsRecruiter': '此功能需要招聘者身份',
  'errors.needsSeeker': '此功能需要求职者身份',
  'errors.tooManyRequests': '请求过于频繁，请稍后再试',
  'errors.fileTooLarge': '文件过大',
  'errors.unsupportedFileType': '不支持的文件类型',
  'errors.unknownRoute': '请求的接口不存在',

  'update.title': '更新提示',
  'update.restart': '新版本已经准备好，是否重启应用？',
  'update.downloadFailed': '新版本下载失败',
  'update.newVersionTitle': '发现新版本',
  'update.reopen': '新版本已经上线啦~，请您删除当前小程序，重新搜索打开哟~',

  'appUpdate.title': '版本更新',
  'appUpdate.available': '发现新版本 {version}，是否立即更新？',
  'appUpdate.download': '立即下载',
  'appUpdate.cancel': '取消',

  'auth.captchaRequired': '请先完成图形验证码',
  'auth.termsRequired': '该手机号尚未注册，请阅读并同意《用户协议》和《隐私政策》后登录，将为您自动创建账号',
  'auth.termsChanged': '《用户协议》或《隐私政策》已更新，请重新阅读并同意',
  'auth.codeSent': '验证码已发送',
  'auth.passwordReset': '密码已重置，请重新登录',

  'identity.seeker': '求职者',
  'identity.recruiter': '招聘者',
  'identity.becameSeeker': '您已成为求职者',
  'identity.becameRecruiter': '您已成为招聘者',
  'identity.none': '没有身份！请重新选择。',

  'status.position.under_review': '审核中',
  'status.position.approved': '招聘中',
  'status.position.audit_failed': '审核未通过',
  'status.position.paused': '已暂停',
  'status.position.closed': '已停止招聘',
  'status.position.deleted': '已删除',
  'status.application.delivered': '已投递',
  'status.application.passed': '已通过',
  'status.application.rejected': '未通过',
  'status.interview.invited': '已邀请',
  'status.interview.waiting': '待面试',
  'status.interview.passed': '面试通过',
  'status.interview.failed': '面试未通过',
  'status.interview.rejected': '已拒绝',
  'status.contract.draft': '草稿',
  'status.contract.sent': '待签署',
  'status.contract.signed': '已签署',
  'status.contract.refused': '已拒签',
  'status.contract.expired': '已过期',
  'status.contract.void': '已作废',
  'status.contract.abnormal': '异常',
  'status.project.to_start': '待开始',
  'status.project.in_progress': '进行中',
  'status.project.ended': '已结束',

  'jobStatus.left_available': '离职-随时到岗',
  'jobStatus.working_within_month': '在职-月内到岗',
  'jobStatus.working_considering': '在职-考虑机会',
  'jobStatus.working_not_considering': '在职-暂不考虑',

  'degree.junior_high': '初中',
  'degree.high_school': '高中',
  'degree.technical_secondary': '中专',
  'degree.junior_college': '大专',
  'degree.bachelor': '本科',
  'degree.master': '硕士',
  'degree.doctor': '博士',

  'gender.male': '男',
  'gender.female': '女',
  'gender.unlimited': '不限',

  'jobType.full': '全职',
  'jobType.part': '兼职',

  'workForm.online': '线上',
  'workForm.offline': '线下',

  'interviewMethod.online': '线上面试',
  'interviewMethod.offline': '线下面试',
  'interviewMethod.phone': '电话面试',

  'contractKind.electronic': '电子合同',
  'contractKind.paper': '纸质合同',

  'resume.saved': '保存成功',
  'resume.deleted': '删除成功',
  'resume.birthDate': '请选择正确的出生日期（须年满16周岁）',
  'resume.hidden': '简历已隐藏，招聘者将无法搜索到您',
  'resume.visible': '简历已公开',
  'resume.upToNow': '至今',
  'resume.section.basic': '基本信息',
  'resume.section.expectations': '求职期望',
  'resume.section.experiences': '工作经历',
  'resume.section.projects': '项目经历',
  'resume.section.educations': '教育经历',
  'resume.section.skills': '技能特长',

  'companySize.0-20': '0-20人',
  'companySize.20-99': '20-99人',
  'companySize.100-499': '100-499人',
  'companySize.500-999': '500-999人',
  'companySize.1000-9999': '1000-9999人',
  'companySize.10000+': '10000人以上',
  'companyType.private': '民营企业',
  'companyType.state_owned': '国有企业',
  'companyType.foreign': '外资企业',
  'companyType.joint_venture': '合资企业',
  'companyType.listed': '上市公司',
  'companyType.public_institution': '事业单位',
  'companyType.other': '其他',
  'companyStatus.draft': '未提交认证',
  'companyStatus.under_review': '审核中',
  'companyStatus.approved': '已认证',
  'companyStatus.audit_failed': '审核未通过',
  'experience.none': '经验不限',
  'experience.lt1': '1年以内',
  'experience.1-3': '1-3年',
  'experience.3-5': '3-5年',
  'experience.5-10': '5-10年',
  'experience.gt10': '10年以上',
  'education.unlimited': '学历不限',
  'company.licenseRequired': '请上传营业执照',
  'company.sealLetterRequired': '请上传加盖公章的申请函',
  'company.uploadUrl': '请重新上传文件',
  'company.link': '请输入以http://或https://开头的链接',
  'applications.applied': '投递成功',
  'applications.passed': '已通过该投递',
  'applications.rejected': '已将该投递标记为不合适',
  'applications.resumeIncomplete': '请先完善简历：{fields}',
  'applications.educationRequired': '请先在简历中添加教育经历',
  'applications.field.nickname': '昵称',
  'applications.field.birthDate': '出生日期',
  'applications.field.gender': '性别',
  'interviews.invited': '面试邀请已发送',
  'interviews.time': '请选择正确的面试时间',
  'interviews.timePast': '面试时间必须晚于当前时间',
  'interviews.addressRequired': '线下面试请填写面试地址',
  'interviews.linkRequired': '线上面试请填写面试链接',
  'interviews.contactRequired': '电话面试请填写联系电话',
  'interviews.link': '请输入以http://或https://开头的面试链接',
};

/**
 * The catalogues by language. English lives in ./messages.en: on H5 it is a chunk loaded when a user
 * switches to English (src/lib/i18n.ts registers it), so the first page carries Chinese only. Everywhere
 * else (server, scripts, tests, weapp) it is loaded right here; webpack drops this branch for H5.
 */
export const messages: Catalogues = { 'zh-Hans': { ...zhHans }, en: {} };

/** Adds texts to a language's catalogue (the lazy English chunk, a domain's texts on H5). */
export function registerMessages(locale: Locale, catalogue: Record<string, string>): void {
  messages[locale] = { ...messages[locale], ...catalogue };
}

if (process.env.TARO_ENV !== 'h5') {
  registerMessages('en', (require('./messages.en') as typeof import('./messages.en')).en);
  // Domain texts: in the app each domain's screens add theirs (src/features/<domain>/strings.ts), so on the
  // weapp too they travel with those screens (subpackages), not in the main package; only the server, scripts
  // and node tests (no TARO_ENV) load them all here.
  if (process.env.TARO_ENV === undefined) {
    const chat = require('./messages.chat') as typeof import('./messages.chat');
    registerMessages('zh-Hans', chat.chatZhHans);
    registerMessages('en', chat.chatEn);
    const contracts = require('./messages.contracts') as typeof import('./messages.contracts');
    registerMessages('zh-Hans', contracts.contractsZhHans);
    registerMessages('en', contracts.contractsEn);
    const oa = require('./messages.oa') as typeof import('./messages.oa');
    registerMessages('zh-Hans', oa.oaZhHans);
    registerMessages('en', oa.oaEn);
    const privacy = require('./messages.privacy') as typeof import('./messages.privacy');
    registerMessages('zh-Hans', privacy.privacyZhHans);
    registerMessages('en', privacy.privacyEn);
    const reports = require('./messages.reports') as typeof import('./messages.reports');
    registerMessages('zh-Hans', reports.reportsZhHans);
    registerMessages('en', reports.reportsEn);
    const screening = require('./messages.screening') as typeof import('./messages.screening');
    registerMessages('zh-Hans', screening.screeningZhHans);
    registerMessages('en', screening.screeningEn);
    const verification = require('./messages.verification') as typeof import('./messages.verification');
    registerMessages('zh-Hans', verification.verificationZhHans);
    registerMessages('en', verification.verificationEn);
    const onboarding = require('./messages.onboarding') as typeof import('./messages.onboarding');
    registerMessages('zh-Hans', onboarding.onboardingZhHans);
    registerMessages('en', onboarding.onboardingEn);
    const preferences = require('./messages.preferences') as typeof import('./messages.preferences');
    registerMessages('zh-Hans', preferences.preferencesZhHans);
    registerMessages('en', preferences.preferencesEn);
    const pipeline = require('./messages.pipeline') as typeof import('./messages.pipeline');
    registerMessages('zh-Hans', pipeline.pipelineZhHans);
    registerMessages('en', pipeline.pipelineEn);
    const resumeFiles = require('./messages.resume-files') as typeof import('./messages.resume-files');
    registerMessages('zh-Hans', resumeFiles.resumeFilesZhHans);
    registerMessages('en', resumeFiles.resumeFilesEn);
  }
}

// The server (and scripts and node tests: no TARO_ENV) also knows the texts only it sends; webpack drops
// this branch from both app builds.
if (process.env.TARO_ENV === undefined) {
  const server = require('./messages.server') as typeof import('./messages.server');
  Object.assign(messages['zh-Hans'], server.serverZhHans);
  messages.en = { ...messages.en, ...server.serverEn };
}

/** Compile-time checks: each language has every key once, split between the app and the server tables. */
type EnglishKeys = keyof typeof import('./messages.en').en;
type ServerEnglishKeys = keyof typeof import('./messages.server').serverEn;
type DomainEnglishKeys =
  | keyof typeof import('./messages.chat').chatEn
  | keyof typeof import('./messages.contracts').contractsEn
  | keyof typeof import('./messages.oa').oaEn
  | keyof typeof import('./messages.privacy').privacyEn
  | keyof typeof import('./messages.reports').reportsEn
  | keyof typeof import('./messages.screening').screeningEn
  | keyof typeof import('./messages.verification').verificationEn
  | keyof typeof import('./messages.onboarding').onboardingEn
  | keyof typeof import('./messages.preferences').preferencesEn
  | keyof typeof import('./messages.pipeline').pipelineEn
  | keyof typeof import('./messages.resume-files').resumeFilesEn;
type HasEvery<T extends MessageKey> = T;
type HasNoOther<T extends never> = T;
export type EnglishCatalogueChecks = [
  HasEvery<EnglishKeys | ServerMessageKey | DomainMessageKey>,
  HasNoOther<Exclude<DomainEnglishKeys, DomainMessageKey>>,
  HasNoOther<Exclude<DomainMessageKey, DomainEnglishKeys>>,
  HasNoOther<Exclude<EnglishKeys, AppMessageKey>>,
  HasNoOther<Exclude<AppMessageKey, EnglishKeys>>,
  HasNoOther<Exclude<ServerEnglishKeys, ServerMessageKey>>,
  HasNoOther<Exclude<ServerMessageKey, ServerEnglishKeys>>,
];

/** True when `key` names a catalogue entry (used to tell our keys from zod's built-in English texts). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages['zh-Hans'], key);
}

/**
 * Translates a key into `locale`, filling `{name}` placeholders from params. `key` is a plain string so
 * keys that arrive over the wire (e.g. from the server) can be passed straight in; unknown keys come back
 * unchanged, which makes a missing entry visible instead of blank.
 */
export function t(locale: Locale, key: string, params?: Record<string, string | number>): string {
  return format(messages, locale, key, params);
}
