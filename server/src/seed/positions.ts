/**
 * Demo position templates, keyed by the names companies.ts uses. Salaries are yuan per month for a
 * second-tier city (seed/index.ts scales them by city), a few part-time ones 元/天 or 元/时, some 13薪 / 15薪
 * and one 面议 (the end of the file). Education, gender, job type and form use the code
 * sets of common/constants and common/positions (experience).
 */
import type { Degree, GenderRequirement, JobType, SalaryUnit, WorkForm } from '@common/constants';
import type { Experience } from '@common/positions';

export interface PositionTemplate {
  title: string;
  jobType: JobType;
  education: Degree;
  experience: Experience;
  /** In yuan per salaryUnit (scaled by city only when monthly); ignored when negotiable. */
  salary: [number, number];
  /** 'month' when missing; 元/天 and 元/时 for part-time (issue 30). */
  salaryUnit?: SalaryUnit;
  /** 13薪 / 15薪; 12 when missing. */
  salaryMonths?: number;
  /** 面议 */
  negotiable?: boolean;
  headcount: number;
  workingHours: string;
  form: WorkForm;
  gender: GenderRequirement;
  requirements: string[];
  responsibilities: string[];
  conditions: string;
}

const OFFICE_HOURS = '周一至周五 9:00-18:00，双休';
const FLEX_HOURS = '弹性工作制，周末双休';
const SHIFT_HOURS = '做六休一，早晚班轮换';
const OFFICE_BENEFITS = '五险一金、带薪年假、年终奖、节日福利、定期体检、员工培训';
const TECH_BENEFITS = '五险一金、年终奖、股票期权、免费午餐、弹性工作、带薪年假、团队旅游';
const STORE_BENEFITS = '五险、包工作餐、员工宿舍、绩效奖金、节日福利、晋升空间大';

/** What the positions of one kind share (a template of the kind may ask for another education). */
type Kind = Pick<PositionTemplate, 'jobType' | 'education' | 'headcount' | 'workingHours' | 'conditions'>;

const TECH: Kind = {
  jobType: 'full',
  education: 'bachelor',
  headcount: 2,
  workingHours: FLEX_HOURS,
  conditions: TECH_BENEFITS,
};
const OFFICE: Kind = {
  jobType: 'full',
  education: 'junior_college',
  headcount: 1,
  workingHours: OFFICE_HOURS,
  conditions: OFFICE_BENEFITS,
};
const STORE: Kind = {
  jobType: 'full',
  education: 'high_school',
  headcount: 2,
  workingHours: SHIFT_HOURS,
  conditions: STORE_BENEFITS,
};
const STORE_PART_TIME: Kind = {
  ...STORE,
  jobType: 'part',
  headcount: 5,
  workingHours: '每周至少工作3天，每天4-6小时，时间可协商',
};

/** The template maker of a kind: offline, any gender, the kind's terms. */
function ofKind(kind: Kind) {
  return (
    title: string,
    salary: [number, number],
    experience: Experience,
    requirements: string[],
    responsibilities: string[],
    education: Degree = kind.education,
  ): PositionTemplate => ({
    ...kind,
    title,
    education,
    experience,
    salary,
    form: 'offline',
    gender: 'unlimited',
    requirements,
    responsibilities,
  });
}

const tech = ofKind(TECH);
const office = ofKind(OFFICE);
const store = ofKind(STORE);
const storePartTime = ofKind(STORE_PART_TIME);

export const POSITION_TEMPLATES: Record<string, PositionTemplate> = {
  frontend: tech(
    '前端开发工程师',
    [12000, 20000],
    '3-5',
    [
      '熟练掌握HTML、CSS、JavaScript/TypeScript',
      '熟悉React或Vue，有小程序或H5项目经验优先',
      '了解前端工程化和性能优化',
      '良好的沟通能力和团队协作意识',
    ],
    [
      '负责公司Web端、H5及小程序的前端开发',
      '与产品、设计、后端协作完成需求评审与联调',
      '持续优化页面性能与用户体验',
      '参与前端组件库建设与代码评审',
    ],
  ),
  java: tech(
    'Java后端工程师',
    [15000, 25000],
    '3-5',
    [
      '计算机相关专业本科及以上学历',
      '精通Java，熟悉Spring Boot、MyBatis等框架',
      '熟悉MySQL、Redis，有高并发系统经验优先',
      '具备良好的编码规范和问题排查能力',
    ],
    [
      '负责核心业务系统的设计与开发',
      '编写技术文档，参与架构评审',
      '保障服务稳定性，处理线上问题',
      '指导初级工程师，推动技术改进',
    ],
  ),
  product: tech(
    '产品经理',
    [14000, 22000],
    '3-5',
    [
      '3年以上互联网产品经验，有B端SaaS经验优先',
      '熟练使用Axure、墨刀等原型工具',
      '逻辑清晰，具备数据分析能力',
      '优秀的沟通协调和项目推进能力',
    ],
    [
      '负责产品需求调研、分析与规划',
      '输出产品原型和需求文档，跟进研发上线',
      '分析产品数据，持续迭代优化',
      '协调设计、研发、运营等团队推进项目',
    ],
  ),
  ui: tech(
    'UI设计师',
    [9000, 15000],
    '1-3',
    [
      '美术、设计相关专业，大专及以上学历',
      '精通Figma、Sketch、Photoshop等设计工具',
      '有移动端App或小程序设计作品',
      '面试请携带作品集',
    ],
    [
      '负责App、小程序及Web端界面视觉设计',
      '参与制定和维护设计规范',
      '配合开发完成设计还原与走查',
      '输出运营活动视觉物料',
    ],
    'junior_college',
  ),
  qa: tech(
    '测试工程师',
    [9000, 15000],
    '1-3',
    [
      '熟悉软件测试流程和测试用例设计方法',
      '会使用Postman、JMeter等测试工具',
      '有自动化测试经验优先',
      '工作细致，责任心强',
    ],
    [
      '负责产品功能测试、接口测试和回归测试',
      '编写测试计划与测试用例',
      '跟踪缺陷并推动问题解决',
      '参与搭建自动化测试体系',
    ],
    'junior_college',
  ),
  algorithm: tech(
    '算法工程师',
    [25000, 40000],
    '3-5',
    [
      '计算机、数学相关专业硕士及以上学历',
      '熟悉机器学习、深度学习常用算法',
      '熟练使用PyTorch或TensorFlow',
      '有顶会论文或竞赛获奖经历优先',
    ],
    [
      '负责计算机视觉或自然语言处理算法研发',
      '跟踪前沿技术并推动落地',
      '优化模型效果和推理性能',
      '与工程团队协作完成产品化',
    ],
    'master',
  ),
  python: tech(
    'Python开发工程师',
    [15000, 25000],
    '1-3',
    [
      '熟练掌握Python，熟悉Django或FastAPI',
      '熟悉Linux常用命令和Docker',
      '熟悉PostgreSQL或MySQL',
      '有数据处理或爬虫经验优先',
    ],
    ['负责AI平台后端服务开发', '设计并实现数据处理流程', '编写单元测试，保证代码质量', '参与系统部署与运维'],
  ),
  dataAnalyst: tech(
    '数据分析师',
    [12000, 20000],
    '1-3',
    [
      '统计学、数学、计算机等相关专业本科及以上学历',
      '熟练使用SQL，掌握Python或R',
      '熟悉Tableau、Power BI等可视化工具',
      '对数据敏感，具备业务理解能力',
    ],
    [
      '搭建业务指标体系，监控核心数据',
      '开展专题分析，输出分析报告与建议',
      '支持业务部门的数据需求',
      '参与数据仓库和报表建设',
    ],
  ),
  ops: tech(
    '运维工程师',
    [12000, 18000],
    '3-5',
    ['熟悉Linux系统管理和Shell脚本', '熟悉Kubernetes、Docker、Nginx', '有监控告警体系建设经验', '能接受节假日轮值'],
    ['负责服务器和云资源的部署与维护', '保障线上系统稳定运行', '建设自动化运维工具', '处理故障并进行复盘'],
  ),
  android: tech(
    'Android开发工程师',
    [15000, 25000],
    '3-5',
    [
      '熟练掌握Kotlin/Java和Android SDK',
      '熟悉Jetpack组件和常用开源框架',
      '有上线App开发经验',
      '了解性能优化和崩溃分析',
    ],
    ['负责游戏平台Android客户端开发', '与游戏引擎团队协作完成功能接入', '优化App启动速度和稳定性', '参与技术方案设计'],
  ),
  ios: tech(
    'iOS开发工程师',
    [15000, 25000],
    '3-5',
    ['熟练掌握Swift或Objective-C', '熟悉UIKit、SwiftUI及常用三方库', '有App Store上架经验', '良好的代码风格和架构意识'],
    ['负责iOS客户端功能开发与维护', '跟进苹果新特性并应用到产品中', '定位并修复线上问题', '参与代码评审'],
  ),
  gamePlanner: tech(
    '游戏策划',
    [10000, 18000],
    '1-3',
    [
      '热爱游戏，有丰富的游戏经历',
      '具备良好的文字表达和逻辑思维能力',
      '熟练使用Excel进行数值配置',
      '有休闲游戏策划经验优先',
    ],
    [
      '负责游戏玩法、关卡及活动设计',
      '撰写策划案并跟进开发',
      '分析玩家数据，优化游戏体验',
      '收集玩家反馈，提出改进方案',
    ],
  ),
  operations: office(
    '运营专员',
    [7000, 11000],
    '1-3',
    ['有互联网产品或社群运营经验', '熟悉微信公众号、抖音等平台', '有较强的文案能力和数据意识', '积极主动，执行力强'],
    [
      '负责用户社群的日常运营与活跃',
      '策划并执行线上活动',
      '撰写推广文案，跟踪活动效果',
      '收集用户反馈并反馈给产品团队',
    ],
  ),
  customerService: office(
    '客服专员',
    [5000, 7000],
    'none',
    ['普通话标准，打字速度每分钟50字以上', '性格开朗，有耐心和服务意识', '能适应排班', '有客服经验优先'],
    ['通过电话、在线渠道解答客户咨询', '处理投诉和售后问题', '记录并反馈客户意见', '维护客户关系，提升满意度'],
  ),
  bigData: tech(
    '大数据开发工程师',
    [18000, 30000],
    '3-5',
    ['熟悉Hadoop、Spark、Flink等大数据组件', '熟练使用Java或Scala', '有数据仓库建设经验', '熟悉实时计算场景优先'],
    ['负责数据平台和数据仓库的开发', '实现离线与实时数据处理任务', '优化数据处理性能', '保障数据质量和稳定性'],
  ),
  sales: office(
    '销售代表',
    [6000, 15000],
    '1-3',
    ['大专及以上学历，专业不限', '有销售经验优先，优秀应届生亦可', '沟通表达能力强，抗压能力强', '能适应短期出差'],
    ['开发新客户，维护老客户关系', '完成个人销售目标', '收集市场信息和竞品动态', '配合完成合同签订与回款'],
  ),
  projectManager: office(
    '项目经理',
    [18000, 28000],
    '5-10',
    ['5年以上IT项目管理经验', '持有PMP证书优先', '熟悉项目全流程管理', '优秀的沟通、协调和风险控制能力'],
    ['负责数据项目的计划、执行与交付', '管理项目进度、成本和质量', '协调客户与内部团队资源', '组织项目验收与复盘'],
    'bachelor',
  ),
  adminAssistant: office(
    '行政助理',
    [5000, 7000],
    'none',
    [
      '大专及以上学历，行政管理等相关专业优先',
      '熟练使用Office办公软件',
      '工作细心，有较强的服务意识',
      '应届毕业生亦可',
    ],
    ['负责前台接待和来访登记', '管理办公用品采购与发放', '协助组织公司会议和员工活动', '处理日常行政事务'],
  ),
  courseAdvisor: office(
    '课程顾问',
    [6000, 12000],
    'none',
    ['大专及以上学历，热爱教育行业', '良好的沟通能力和亲和力', '有教育或销售经验优先', '能接受周末轮休'],
    ['为家长提供课程咨询和学习规划', '跟进意向客户，完成招生目标', '维护学员家长关系', '协助组织试听课和校区活动'],
  ),
  englishTeacher: {
    title: '英语老师（兼职）',
    jobType: 'part',
    education: 'bachelor',
    experience: '1-3',
    salary: [4000, 8000],
    headcount: 3,
    workingHours: '周末及寒暑假，每周8-12课时',
    form: 'online',
    gender: 'unlimited',
    requirements: [
      '英语专业本科及以上学历，专业八级或同等水平',
      '发音标准，有教师资格证优先',
      '有少儿英语教学经验',
      '有责任心，喜欢孩子',
    ],
    responsibilities: ['负责少儿英语线上课程教学', '课后批改作业并与家长沟通学习情况', '参与教研活动，优化课程内容'],
    conditions: '课时费按月结算、提供教学培训、时间灵活',
  },
  newMedia: office(
    '新媒体运营',
    [7000, 12000],
    '1-3',
    ['熟悉小红书、抖音、视频号等平台规则', '具备优秀的文案功底', '会使用剪映、PS等工具', '有教育类账号运营经验优先'],
    [
      '负责公司新媒体账号的内容策划与发布',
      '撰写推文和短视频脚本',
      '分析账号数据，提升粉丝量和转化',
      '策划线上传播活动',
    ],
  ),
  accountant: office(
    '会计',
    [7000, 11000],
    '3-5',
    [
      '会计、财务相关专业，持有初级会计师及以上证书',
      '熟悉企业会计准则和税务法规',
      '熟练使用用友、金蝶等财务软件',
      '工作严谨细致，有良好的职业操守',
    ],
    ['负责日常账务处理和凭证审核', '编制月度、季度和年度财务报表', '办理纳税申报和税务事项', '协助完成年度审计工作'],
  ),
  cashier: office(
    '出纳',
    [5000, 7000],
    '1-3',
    ['财务相关专业，大专及以上学历', '熟悉银行结算业务', '熟练使用Excel', '诚实守信，细心负责'],
    ['负责现金及银行收付款业务', '登记现金和银行日记账', '管理票据和发票', '配合会计完成对账工作'],
  ),
  taxSpecialist: office(
    '税务专员',
    [8000, 13000],
    '3-5',
    [
      '财务、税务相关专业本科及以上学历',
      '持有税务师或中级会计师证书优先',
      '熟悉增值税、企业所得税政策',
      '有事务所经验优先',
    ],
    ['为客户提供税务申报和税务咨询', '开展税务筹划和风险评估', '跟踪最新税收政策', '处理税务稽查相关事项'],
    'bachelor',
  ),
  auditAssistant: office(
    '审计助理',
    [6000, 9000],
    'none',
    ['会计、审计相关专业本科学历', '通过CPA部分科目者优先', '能适应出差', '应届毕业生亦可'],
    ['协助项目经理完成审计外勤工作', '整理审计底稿和相关资料', '参与盘点、函证等审计程序', '完成领导交办的其他工作'],
    'bachelor',
  ),
  accountManager: office(
    '客户经理',
    [8000, 15000],
    '3-5',
    ['财务、市场营销相关专业', '有财税服务或企业服务销售经验', '具备客户资源者优先', '沟通能力强，目标感强'],
    ['开拓代理记账、税务筹划等业务客户', '维护客户关系，提升续费率', '了解客户需求，制定服务方案', '完成团队业绩目标'],
  ),
  medicalRep: office(
    '医药代表',
    [8000, 15000],
    '1-3',
    ['医学、药学相关专业大专及以上学历', '有医药销售经验优先', '良好的沟通能力和学习能力', '有驾照者优先'],
    ['负责区域医院的产品推广', '开展学术推广会和科室会', '维护医院客户关系', '完成区域销售指标'],
  ),
  qcInspector: office(
    '质量检验员',
    [6000, 8000],
    '1-3',
    ['药学、化学相关专业', '熟悉GMP规范', '会操作HPLC、GC等分析仪器', '工作严谨，能适应倒班'],
    ['负责原辅料、中间产品和成品的检验', '记录检验数据，出具检验报告', '维护和校准检验仪器', '参与偏差调查'],
  ),
  rdAssistant: office(
    '研发助理',
    [7000, 10000],
    'none',
    ['生物、药学相关专业硕士学历', '熟悉细胞培养或分子生物学实验', '具备文献检索和英文阅读能力', '有科研项目经历优先'],
    ['协助研究员开展实验研究', '整理实验数据和研究报告', '维护实验室设备和耗材', '参与项目申报材料准备'],
    'master',
  ),
  hrSpecialist: office(
    '人事专员',
    [6000, 9000],
    '1-3',
    ['人力资源管理相关专业', '熟悉招聘渠道和劳动法规', '熟练使用Office办公软件', '亲和力强，保密意识好'],
    [
      '负责招聘需求收集、简历筛选和面试安排',
      '办理员工入职、转正、离职手续',
      '维护员工档案和考勤数据',
      '协助组织员工培训和活动',
    ],
  ),
  warehouse: store(
    '仓库管理员',
    [5000, 7000],
    '1-3',
    ['高中及以上学历', '会使用WMS系统和Excel', '能吃苦耐劳，会开叉车者优先', '工作认真负责'],
    ['负责货物入库、出库和盘点', '保持仓库整洁和安全', '录入和核对库存数据', '配合物流完成发货'],
  ),
  storeManager: store(
    '店长',
    [8000, 14000],
    '3-5',
    ['3年以上门店管理经验', '熟悉门店运营和团队管理', '具备数据分析和成本控制能力', '能承受一定的工作压力'],
    ['全面负责门店日常运营管理', '制定并完成门店销售目标', '招聘、培训和管理门店员工', '把控门店服务质量和食品安全'],
  ),
  chef: store(
    '厨师',
    [7000, 11000],
    '3-5',
    ['持有健康证，有厨师证优先', '擅长淮扬菜或家常菜', '熟悉厨房操作规范', '吃苦耐劳，有团队精神'],
    ['负责菜品的烹饪与出品', '控制菜品质量和出餐速度', '参与新菜品研发', '保持厨房卫生和食品安全'],
  ),
  waiter: storePartTime(
    '服务员（兼职）',
    [2500, 4000],
    'none',
    ['年满18周岁，持有健康证', '形象端正，服务意识强', '在校学生亦可', '能在用餐高峰时段工作'],
    ['负责顾客接待、点餐和上菜', '保持餐厅环境整洁', '及时响应顾客需求'],
  ),
  cashierRetail: store(
    '收银员',
    [4500, 6000],
    'none',
    ['高中及以上学历', '熟悉收银系统操作者优先', '细心诚信，反应敏捷', '能接受轮班'],
    ['负责门店收银及对账', '解答顾客关于会员和优惠的咨询', '协助门店日常运营'],
  ),
  areaSupervisor: store(
    '区域督导',
    [10000, 15000],
    '5-10',
    ['5年以上连锁餐饮管理经验', '熟悉门店标准化运营', '有较强的沟通和培训能力', '能适应区域内出差'],
    ['负责区域内门店的巡店与督导', '推动门店标准执行和业绩提升', '培训门店管理团队', '处理区域内重大客诉'],
  ),
  hardware: tech(
    '硬件工程师',
    [15000, 25000],
    '3-5',
    [
      '电子、通信相关专业本科及以上学历',
      '熟练使用Altium Designer等设计工具',
      '熟悉数字电路和模拟电路设计',
      '有智能家居产品经验优先',
    ],
    ['负责智能硬件产品的原理图和PCB设计', '完成硬件调试、测试和问题分析', '配合生产导入和认证', '输出硬件设计文档'],
  ),
  embedded: tech(
    '嵌入式软件工程师',
    [15000, 24000],
    '3-5',
    [
      '精通C语言，熟悉ARM架构MCU',
      '熟悉FreeRTOS等嵌入式操作系统',
      '了解Wi-Fi、蓝牙、Zigbee等通信协议',
      '有物联网产品开发经验优先',
    ],
    ['负责物联网设备固件开发', '实现设备与云平台的通信对接', '调试驱动程序和外设', '优化设备功耗和稳定性'],
  ),
  productionSupervisor: office(
    '生产主管',
    [9000, 13000],
    '5-10',
    ['5年以上电子制造业生产管理经验', '熟悉SMT和组装工艺流程', '熟悉精益生产和5S管理', '能适应倒班'],
    ['负责车间生产计划的执行', '管理生产人员，提升生产效率', '控制产品质量和生产成本', '推动安全生产和现场改善'],
  ),
  purchasing: office(
    '采购专员',
    [7000, 10000],
    '1-3',
    ['有电子元器件采购经验', '熟悉供应商开发和管理流程', '具备较强的谈判能力', '会使用ERP系统'],
    ['负责电子物料的询价、比价和下单', '跟踪物料交期，保障生产供应', '开发和评估供应商', '控制采购成本'],
  ),
  qualityEngineer: tech(
    '质量工程师',
    [10000, 15000],
    '3-5',
    ['熟悉ISO9001质量管理体系', '掌握SPC、FMEA等质量工具', '有电子产品质量管理经验', '良好的沟通和分析能力'],
    ['负责产品质量体系的建立与维护', '处理客户投诉和质量异常', '组织供应商质量审核', '推动质量改进项目'],
  ),
  shopAssistant: storePartTime(
    '导购员（兼职）',
    [3000, 5000],
    'none',
    ['形象良好，沟通能力强', '有零售导购经验优先', '周末及节假日可到岗', '在校学生亦可'],
    ['负责门店商品介绍和销售', '维护货架陈列和商品整洁', '为会员提供优质服务'],
  ),
  ecommerce: office(
    '电商运营',
    [8000, 14000],
    '1-3',
    ['有天猫、京东或抖音电商运营经验', '熟悉平台活动规则和推广工具', '具备数据分析能力', '有家居或食品类目经验优先'],
    ['负责线上店铺的日常运营', '策划大促活动，提升销售额', '分析店铺数据，优化转化率', '管理商品上新和详情页'],
  ),
  videoEditor: office(
    '视频剪辑师',
    [7000, 12000],
    '1-3',
    ['熟练使用Premiere、After Effects、剪映等软件', '有短视频剪辑作品', '具备良好的审美和节奏感', '请附作品链接'],
    ['负责短视频和宣传片的剪辑制作', '添加字幕、特效和音效', '配合拍摄团队完成素材整理', '跟进平台热点，优化视频表现'],
  ),
  copywriter: office(
    '文案策划',
    [7000, 11000],
    '1-3',
    ['中文、新闻、广告相关专业', '文字功底扎实，创意能力强', '熟悉新媒体传播规律', '有品牌策划经验优先'],
    ['负责品牌宣传文案和短视频脚本撰写', '参与客户项目的创意提案', '策划线上线下营销活动', '输出项目总结和传播报告'],
  ),
  streamer: {
    title: '主播（兼职）',
    jobType: 'part',
    education: 'junior_college',
    experience: 'none',
    salary: [4000, 10000],
    headcount: 4,
    workingHours: '每周直播4-5场，每场2-3小时，时间可协商',
    form: 'online',
    gender: 'unlimited',
    requirements: ['形象气质佳，普通话标准', '表达能力强，镜头感好', '有直播带货经验优先', '熟悉陕西文旅或美食者优先'],
    responsibilities: ['负责品牌直播间的带货直播', '熟悉产品卖点，完成直播脚本', '与粉丝互动，提升直播间人气'],
    conditions: '底薪+提成、专业团队培训、直播设备齐全',
  },
  graphicDesigner: office(
    '平面设计师',
    [6000, 10000],
    '1-3',
    [
      '设计相关专业大专及以上学历',
      '精通Photoshop、Illustrator、CorelDRAW',
      '有海报、画册、包装设计经验',
      '面试请携带作品集',
    ],
    ['负责品牌视觉物料设计', '完成海报、画册、展板等平面设计', '配合运营输出活动视觉', '参与品牌VI的维护'],
  ),
  bizDev: office(
    '商务拓展经理',
    [10000, 18000],
    '3-5',
    ['有广告或传媒行业商务经验', '具备一定的客户资源', '谈判能力和抗压能力强', '能适应出差'],
    ['开拓品牌客户和合作渠道', '负责商务洽谈与合同签订', '维护重点客户关系', '完成部门业绩目标'],
    'bachelor',
  ),
  dispatcher: office(
    '物流调度员',
    [6000, 8000],
    '1-3',
    ['有物流调度工作经验', '熟悉厦门及周边道路情况', '熟练使用TMS系统和Excel', '反应敏捷，能适应倒班'],
    ['负责车辆和司机的调度安排', '跟踪运输过程，处理异常情况', '统计运输数据，优化线路', '与客户沟通发货和到货时间'],
  ),
  driver: {
    title: '货车司机',
    jobType: 'full',
    education: 'junior_high',
    experience: '3-5',
    salary: [7000, 10000],
    headcount: 10,
    workingHours: '做六休一，按线路排班',
    form: 'offline',
    gender: 'male',
    requirements: ['持有B2及以上驾驶证，3年以上驾龄', '熟悉厦门及周边道路', '无重大交通事故记录', '身体健康，吃苦耐劳'],
    responsibilities: ['负责城市配送线路的货物运输', '按时完成装卸和签收', '做好车辆日常检查和保养'],
    conditions: '五险、全勤奖、安全奖、包住宿、年底双薪',
  },
  warehouseSupervisor: office(
    '仓储主管',
    [9000, 13000],
    '5-10',
    ['5年以上仓储管理经验', '熟悉WMS系统和仓储作业流程', '具备团队管理和成本控制能力', '有电商仓经验优先'],
    ['负责仓库整体运营管理', '制定仓储作业标准和流程', '管理库存准确率和作业效率', '带领团队完成日常出入库任务'],
  ),
};

/**
 * The third-level job category of each template (common/taxonomy/categories.data.ts), written with the
 * demo positions; a test checks that every template has one and that it is a leaf.
 */
export const TEMPLATE_CATEGORIES: Record<keyof typeof POSITION_TEMPLATES, string> = {
  frontend: '100201',
  java: '100101',
  product: '110101',
  ui: '120101',
  qa: '100301',
  algorithm: '100501',
  python: '100104',
  dataAnalyst: '100601',
  ops: '100401',
  android: '100202',
  ios: '100203',
  gamePlanner: '110201',
  operations: '130201',
  customerService: '260101',
  bigData: '100603',
  sales: '150101',
  projectManager: '100701',
  adminAssistant: '180102',
  courseAdvisor: '150206',
  englishTeacher: '200101',
  newMedia: '130101',
  accountant: '170101',
  cashier: '170102',
  taxSpecialist: '170203',
  auditAssistant: '170202',
  accountManager: '150107',
  medicalRep: '150201',
  qcInspector: '220202',
  rdAssistant: '220307',
  hrSpecialist: '160101',
  warehouse: '230201',
  storeManager: '250101',
  chef: '240101',
  waiter: '240201',
  cashierRetail: '250104',
  areaSupervisor: '250201',
  hardware: '100901',
  embedded: '100902',
  productionSupervisor: '220101',
  purchasing: '220601',
  qualityEngineer: '220201',
  shopAssistant: '250103',
  ecommerce: '130301',
  videoEditor: '120501',
  copywriter: '140108',
  streamer: '290201',
  graphicDesigner: '120102',
  bizDev: '150108',
  dispatcher: '230102',
  driver: '230301',
  warehouseSupervisor: '230202',
};

/**
 * Salary as people write it (issue 30): part-time pay by the day or the hour, 13薪 / 15薪 for some tech and
 * office roles, and one 面议. Set here, on top of the templates, so each template above stays as it reads.
 */
const SALARY_TERMS: Record<string, Pick<PositionTemplate, 'salary' | 'salaryUnit' | 'salaryMonths' | 'negotiable'>> = {
  waiter: { salary: [22, 28], salaryUnit: 'hour' },
  shopAssistant: { salary: [150, 200], salaryUnit: 'day' },
  englishTeacher: { salary: [120, 200], salaryUnit: 'hour' },
  streamer: { salary: [200, 400], salaryUnit: 'day' },
  frontend: { salary: POSITION_TEMPLATES.frontend.salary, salaryMonths: 13 },
  java: { salary: POSITION_TEMPLATES.java.salary, salaryMonths: 15 },
  algorithm: { salary: POSITION_TEMPLATES.algorithm.salary, salaryMonths: 15 },
  accountant: { salary: POSITION_TEMPLATES.accountant.salary, salaryMonths: 13 },
  bizDev: { salary: POSITION_TEMPLATES.bizDev.salary, negotiable: true },
};
for (const [key, terms] of Object.entries(SALARY_TERMS)) Object.assign(POSITION_TEMPLATES[key], terms);
