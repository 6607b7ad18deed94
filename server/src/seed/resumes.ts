/**
 * Demo resumes: a complete one for the demo seeker 13800000001 and 25 other seekers (who cannot log in)
 * so the recruiters' resume list has data. Two of them hide their resume; 陈思远 blocks the demo
 * recruiter's company under the spelling '云栖科技(杭州)' and 周雨桐 blocks '星辰网络'. Region codes are real;
 * degrees, job statuses and job types use the code sets of common/constants.
 */
import type { Degree, Gender, JobStatus, JobType } from '@common/constants';
import { companyNameCore } from '../modules/resume/company-name';
import type { Db } from '../db/connect';
import { toIso } from '../db/time';
import { expectationMatchRows } from '../db/expectation-matches';
import { insertDemoUser } from './users';
import { categoryIndex } from '@common/taxonomy/categories';
import { matchTaxonomy } from '@common/taxonomy/tree';

/** The category a demo expectation's text names (a test checks that every one names one). */
export function expectationCategories(position: string): string[] {
  const node = matchTaxonomy(categoryIndex(), position);
  return node ? [node.code] : [];
}

const DAY = 86_400_000;

interface DemoExperience {
  jobTitle: string;
  industry: string;
  start: string;
  /** '' = up to now */
  end: string;
  content: string;
  city: string;
}

interface DemoResume {
  nickname: string;
  gender: Gender;
  birthDate: string;
  jobStatus: JobStatus;
  wechat: string;
  email: string;
  selfEvaluation: string;
  hobbies?: string;
  otherSkills?: string;
  acceptOvertime?: boolean;
  acceptTravel?: boolean;
  expectations: Array<{
    position: string;
    /** Job category codes (common/taxonomy); missing: the category `position` names (`matchTaxonomy`). */
    categories?: string[];
    jobType: JobType;
    salary: [number, number];
    location: string;
    preference?: string;
    joinTime?: string;
  }>;
  experiences: DemoExperience[];
  projects?: Array<{ name: string; role: string; description: string; performance: string }>;
  educations: Array<{ school: string; degree: Degree; major: string; graduation: string; practice?: string }>;
  skills?: { professional: string; languages: string; certificates: string; training?: string };
  hidden?: boolean;
  blocked?: string[];
}

/** The demo seeker's complete resume. */
export const DEMO_SEEKER_RESUME: DemoResume = {
  nickname: '张小明',
  gender: 'male',
  birthDate: '1996-05-12',
  jobStatus: 'working_considering',
  wechat: 'zhangxm_dev',
  email: 'zhangxiaoming@example.com',
  hobbies: '跑步、摄影、阅读技术博客',
  selfEvaluation:
    '5年前端开发经验，熟悉React与小程序生态，注重代码质量与用户体验；沟通顺畅，能独立负责中型项目的前端架构与交付。',
  otherSkills: '熟悉Figma基础操作，能与设计师高效协作；有Node.js服务端开发经验',
  acceptOvertime: true,
  acceptTravel: false,
  expectations: [
    {
      position: '前端开发工程师',
      categories: ['100201'],
      jobType: 'full',
      salary: [15000, 25000],
      location: '330100',
      preference: '互联网/IT，双休，五险一金',
    },
    {
      position: '产品经理',
      categories: ['110101'],
      jobType: 'full',
      salary: [12000, 20000],
      location: '330100',
      preference: 'SaaS产品方向',
    },
  ],
  experiences: [
    {
      jobTitle: '高级前端开发工程师',
      industry: '互联网/IT',
      start: '2022-04-06',
      end: '',
      content:
        '负责企业SaaS平台Web端与小程序的前端架构，主导组件库建设和性能优化，首屏时间缩短40%；带领3人小组完成需求评审、开发与上线。',
      city: '330108',
    },
    {
      jobTitle: '前端开发工程师',
      industry: '电子商务',
      start: '2019-07-01',
      end: '2022-03-31',
      content: '参与电商H5活动页与商家后台开发，负责支付、订单模块的前端实现，配合后端完成接口联调和灰度发布。',
      city: '330106',
    },
  ],
  projects: [
    {
      name: '企业招聘SaaS小程序',
      role: '前端负责人',
      description: '基于Taro的跨端招聘小程序，覆盖职位发布、简历投递、面试邀约与电子合同签署。',
      performance: '上线半年服务企业1200家，小程序包体积压缩35%，崩溃率低于0.1%。',
    },
    {
      name: '电商大促活动页搭建平台',
      role: '核心开发',
      description: '可视化拖拽生成活动页的低代码平台，支持组件市场与A/B测试。',
      performance: '活动页制作时间由2天缩短到2小时，支撑双十一百余个会场。',
    },
  ],
  educations: [
    {
      school: '浙江大学',
      degree: 'bachelor',
      major: '计算机科学与技术',
      graduation: '2019-06-30',
      practice: '校学生会技术部部长，组织校园编程马拉松',
    },
  ],
  skills: {
    professional: 'React、TypeScript、Taro小程序、Webpack/Vite工程化、Node.js、前端性能优化',
    languages: '英语（CET-6）',
    certificates: '软件设计师（中级）',
    training: '2021年 阿里云前端工程化训练营',
  },
};

/** A job expectation of an other seeker: what, for how much, where (a region code). */
const expectation =
  (jobType: JobType) => (position: string, salary: [number, number], location: string, categories?: string[]) => ({
    position,
    categories,
    jobType,
    salary,
    location,
  });
const fullTime = expectation('full');
const partTime = expectation('part');

/** 25 other seekers with varied resumes. */
export const DEMO_RESUMES: DemoResume[] = [
  {
    nickname: '李思琪',
    gender: 'female',
    birthDate: '1998-03-21',
    jobStatus: 'left_available',
    wechat: 'lisiqi98',
    email: 'lisiqi@example.com',
    selfEvaluation: '3年Java后端经验，熟悉Spring Cloud微服务与MySQL调优。',
    expectations: [fullTime('Java开发', [14000, 22000], '330100')],
    experiences: [
      {
        jobTitle: 'Java开发工程师',
        industry: '互联网/IT',
        start: '2020-07-01',
        end: '2024-12-31',
        content: '负责订单与库存服务的设计开发，完成分库分表改造。',
        city: '330106',
      },
    ],
    projects: [
      {
        name: '订单中心重构',
        role: '后端开发',
        description: '将单体订单系统拆分为微服务。',
        performance: '峰值TPS提升3倍。',
      },
    ],
    educations: [{ school: '四川大学', degree: 'bachelor', major: '软件工程', graduation: '2020-06-30' }],
    skills: { professional: 'Java、Spring Boot、MySQL、Redis', languages: '英语（CET-4）', certificates: '' },
  },
  {
    nickname: '王浩然',
    gender: 'male',
    birthDate: '1994-11-02',
    jobStatus: 'working_within_month',
    wechat: 'wanghr_pm',
    email: 'wanghaoran@example.com',
    selfEvaluation: '6年B端产品经验，擅长需求分析与数据驱动的迭代。',
    expectations: [fullTime('产品经理', [18000, 28000], '110100')],
    experiences: [
      {
        jobTitle: '高级产品经理',
        industry: '人工智能',
        start: '2021-03-01',
        end: '',
        content: '负责智能客服产品线规划，带领2名产品经理。',
        city: '110108',
      },
      {
        jobTitle: '产品经理',
        industry: '互联网/IT',
        start: '2018-07-01',
        end: '2021-02-28',
        content: '负责CRM系统需求调研与原型设计。',
        city: '110105',
      },
    ],
    educations: [{ school: '武汉大学', degree: 'master', major: '信息管理', graduation: '2018-06-30' }],
  },
  {
    nickname: '陈思远',
    gender: 'male',
    birthDate: '1997-08-15',
    jobStatus: 'working_considering',
    wechat: 'chensy_fe',
    email: 'chensiyuan@example.com',
    selfEvaluation: '4年前端经验，Vue与React均有大型项目实践。',
    expectations: [fullTime('前端开发', [13000, 20000], '330100')],
    experiences: [
      {
        jobTitle: '前端开发工程师',
        industry: '互联网/IT',
        start: '2020-07-01',
        end: '',
        content: '负责公司官网与管理后台的前端开发。',
        city: '330106',
      },
    ],
    educations: [
      { school: '杭州电子科技大学', degree: 'bachelor', major: '计算机科学与技术', graduation: '2020-06-30' },
    ],
    // Blocks the demo recruiter's company (杭州云栖科技有限公司) under another spelling.
    blocked: ['云栖科技(杭州)'],
  },
  {
    nickname: '刘雨欣',
    gender: 'female',
    birthDate: '2001-01-09',
    jobStatus: 'left_available',
    wechat: 'liuyx_ui',
    email: 'liuyuxin@example.com',
    selfEvaluation: '视觉传达专业应届生，熟练使用Figma与PS，作品集丰富。',
    expectations: [fullTime('UI设计师', [8000, 12000], '440300')],
    experiences: [],
    educations: [{ school: '深圳大学', degree: 'bachelor', major: '视觉传达设计', graduation: '2024-06-30' }],
    skills: { professional: 'Figma、Photoshop、Illustrator、动效设计', languages: '英语（CET-6）', certificates: '' },
  },
  {
    nickname: '赵俊杰',
    gender: 'male',
    birthDate: '1993-06-30',
    jobStatus: 'working_not_considering',
    wechat: 'zhaojj',
    email: 'zhaojunjie@example.com',
    selfEvaluation: '算法工程师，专注计算机视觉与工业质检。',
    expectations: [fullTime('算法工程师', [30000, 45000], '110100')],
    experiences: [
      {
        jobTitle: '算法工程师',
        industry: '人工智能',
        start: '2019-07-01',
        end: '',
        content: '负责缺陷检测模型的训练与部署。',
        city: '110108',
      },
    ],
    projects: [
      {
        name: '工业质检平台',
        role: '算法负责人',
        description: '基于深度学习的表面缺陷检测。',
        performance: '漏检率降至0.5%。',
      },
    ],
    educations: [
      { school: '华中科技大学', degree: 'master', major: '模式识别与智能系统', graduation: '2019-06-30' },
      { school: '华中科技大学', degree: 'bachelor', major: '自动化', graduation: '2016-06-30' },
    ],
  },
  {
    nickname: '孙悦',
    gender: 'female',
    birthDate: '1999-12-01',
    jobStatus: 'left_available',
    wechat: 'sunyue_data',
    email: 'sunyue@example.com',
    selfEvaluation: '统计学背景，熟悉SQL与Python数据分析。',
    expectations: [fullTime('数据分析师', [10000, 16000], '310100')],
    experiences: [
      {
        jobTitle: '数据分析助理',
        industry: '金融',
        start: '2022-07-01',
        end: '2025-01-31',
        content: '负责业务周报与用户分层分析。',
        city: '310115',
      },
    ],
    educations: [{ school: '复旦大学', degree: 'bachelor', major: '统计学', graduation: '2022-06-30' }],
  },
  {
    nickname: '周雨桐',
    gender: 'female',
    birthDate: '1996-04-18',
    jobStatus: 'working_considering',
    wechat: 'zhouyt',
    email: 'zhouyutong@example.com',
    selfEvaluation: '游戏运营4年，擅长活动策划与用户增长。',
    expectations: [fullTime('游戏运营', [10000, 15000], '440300')],
    experiences: [
      {
        jobTitle: '运营专员',
        industry: '移动互联网/游戏',
        start: '2020-03-01',
        end: '',
        content: '负责休闲游戏的节日活动与社群运营。',
        city: '440305',
      },
    ],
    educations: [{ school: '中山大学', degree: 'bachelor', major: '新闻学', graduation: '2019-06-30' }],
    blocked: ['星辰网络'],
  },
  {
    nickname: '吴磊',
    gender: 'male',
    birthDate: '1990-09-09',
    jobStatus: 'working_within_month',
    wechat: 'wulei_acc',
    email: 'wulei@example.com',
    selfEvaluation: '中级会计师，8年制造业财务经验。',
    expectations: [fullTime('会计', [9000, 14000], '440100')],
    experiences: [
      {
        jobTitle: '总账会计',
        industry: '制造业',
        start: '2016-04-01',
        end: '',
        content: '负责月结、年报与税务申报。',
        city: '440106',
      },
    ],
    educations: [{ school: '广东工业大学', degree: 'bachelor', major: '会计学', graduation: '2013-06-30' }],
    skills: { professional: '用友、金蝶、Excel财务建模', languages: '', certificates: '中级会计师' },
  },
  {
    nickname: '郑晓婷',
    gender: 'female',
    birthDate: '2002-05-20',
    jobStatus: 'left_available',
    wechat: 'zxt2002',
    email: 'zhengxiaoting@example.com',
    selfEvaluation: '大专在读，可周末兼职，性格开朗。',
    expectations: [partTime('服务员', [2000, 4000], '320100')],
    experiences: [],
    educations: [{ school: '南京旅游职业学院', degree: 'junior_college', major: '酒店管理', graduation: '2025-06-30' }],
  },
  {
    nickname: '黄志强',
    gender: 'male',
    birthDate: '1988-02-14',
    jobStatus: 'working_considering',
    wechat: 'hzq_store',
    email: 'huangzhiqiang@example.com',
    selfEvaluation: '10年餐饮门店管理经验，擅长团队带教与成本控制。',
    expectations: [fullTime('店长', [8000, 12000], '320100')],
    experiences: [
      {
        jobTitle: '门店店长',
        industry: '餐饮',
        start: '2015-03-01',
        end: '',
        content: '管理30人门店，年营业额1200万。',
        city: '320106',
      },
    ],
    educations: [{ school: '南京市第一中学', degree: 'high_school', major: '普通高中', graduation: '2006-06-30' }],
  },
  {
    nickname: '林佳怡',
    gender: 'female',
    birthDate: '1995-07-07',
    jobStatus: 'working_within_month',
    wechat: 'linjiayi',
    email: 'linjiayi@example.com',
    selfEvaluation: '人力资源管理师，熟悉招聘与员工关系。',
    expectations: [fullTime('人事专员', [7000, 10000], '420100')],
    experiences: [
      {
        jobTitle: 'HR专员',
        industry: '生物医药',
        start: '2018-07-01',
        end: '',
        content: '负责校园招聘与入离职办理。',
        city: '420111',
      },
    ],
    educations: [{ school: '武汉大学', degree: 'bachelor', major: '人力资源管理', graduation: '2018-06-30' }],
  },
  {
    nickname: '马晨曦',
    gender: 'male',
    birthDate: '1998-10-26',
    jobStatus: 'left_available',
    wechat: 'machenxi',
    email: 'machenxi@example.com',
    selfEvaluation: 'Android开发3年，熟悉Kotlin与Jetpack。',
    expectations: [fullTime('Android开发', [15000, 22000], '440300')],
    experiences: [
      {
        jobTitle: 'Android开发工程师',
        industry: '移动互联网/游戏',
        start: '2021-07-01',
        end: '2024-10-31',
        content: '负责游戏社区App的Android端开发。',
        city: '440305',
      },
    ],
    educations: [{ school: '深圳大学', degree: 'bachelor', major: '计算机科学与技术', graduation: '2021-06-30' }],
  },
  {
    nickname: '何雪',
    gender: 'female',
    birthDate: '1997-01-30',
    jobStatus: 'working_considering',
    wechat: 'hexue_media',
    email: 'hexue@example.com',
    selfEvaluation: '新媒体运营，擅长短视频脚本与账号冷启动。',
    expectations: [fullTime('新媒体运营', [8000, 12000], '510100')],
    experiences: [
      {
        jobTitle: '新媒体运营',
        industry: '教育培训',
        start: '2019-09-01',
        end: '',
        content: '运营抖音、小红书账号，粉丝从0到20万。',
        city: '510107',
      },
    ],
    educations: [{ school: '四川大学', degree: 'bachelor', major: '广告学', graduation: '2019-06-30' }],
  },
  {
    nickname: '罗鹏',
    gender: 'male',
    birthDate: '1992-03-03',
    jobStatus: 'working_within_month',
    wechat: 'luopeng_hw',
    email: 'luopeng@example.com',
    selfEvaluation: '硬件工程师7年，熟悉电源与高速电路设计。',
    expectations: [
      fullTime('硬件工程师', [18000, 26000], '330100'),
      fullTime('嵌入式开发', [16000, 24000], '330100', ['100902']),
    ],
    experiences: [
      {
        jobTitle: '硬件工程师',
        industry: '电子/制造',
        start: '2017-07-01',
        end: '',
        content: '负责智能家居主控板的原理图与PCB设计。',
        city: '330108',
      },
    ],
    educations: [{ school: '西安交通大学', degree: 'master', major: '电子与通信工程', graduation: '2017-06-30' }],
  },
  {
    nickname: '谢婉清',
    gender: 'female',
    birthDate: '2000-08-08',
    jobStatus: 'left_available',
    wechat: 'xiewq',
    email: 'xiewanqing@example.com',
    selfEvaluation: '英语专业八级，有两年教培经验，可兼职授课。',
    expectations: [partTime('英语老师', [3000, 6000], '510100')],
    experiences: [
      {
        jobTitle: '英语助教',
        industry: '教育培训',
        start: '2022-09-01',
        end: '2024-06-30',
        content: '负责少儿英语课堂辅助与课后答疑。',
        city: '510107',
      },
    ],
    educations: [{ school: '四川外国语大学', degree: 'bachelor', major: '英语', graduation: '2022-06-30' }],
    skills: { professional: '少儿英语教学、课程设计', languages: '英语（专业八级）', certificates: '教师资格证' },
  },
  {
    nickname: '唐文博',
    gender: 'male',
    birthDate: '1991-12-12',
    jobStatus: 'working_not_considering',
    wechat: 'tangwb',
    email: 'tangwenbo@example.com',
    selfEvaluation: '大数据开发，熟悉Flink实时计算。',
    expectations: [fullTime('大数据开发', [25000, 35000], '310100')],
    experiences: [
      {
        jobTitle: '大数据开发工程师',
        industry: '金融',
        start: '2016-07-01',
        end: '',
        content: '搭建实时风控数据平台。',
        city: '310115',
      },
    ],
    educations: [{ school: '南京大学', degree: 'master', major: '计算机技术', graduation: '2016-06-30' }],
    // Hidden from search.
    hidden: true,
  },
  {
    nickname: '韩梦洁',
    gender: 'female',
    birthDate: '1999-04-04',
    jobStatus: 'left_available',
    wechat: 'hanmj',
    email: 'hanmengjie@example.com',
    selfEvaluation: '测试工程师，熟悉自动化测试与性能测试。',
    expectations: [fullTime('测试工程师', [10000, 15000], '330100')],
    experiences: [
      {
        jobTitle: '软件测试工程师',
        industry: '互联网/IT',
        start: '2021-07-01',
        end: '2025-02-28',
        content: '负责App与后台的功能、接口自动化测试。',
        city: '330106',
      },
    ],
    educations: [{ school: '浙江工业大学', degree: 'bachelor', major: '软件工程', graduation: '2021-06-30' }],
  },
  {
    nickname: '冯浩',
    gender: 'male',
    birthDate: '1995-05-25',
    jobStatus: 'working_considering',
    wechat: 'fenghao_sales',
    email: 'fenghao@example.com',
    selfEvaluation: '5年ToB销售经验，年度销售冠军。',
    expectations: [fullTime('销售经理', [10000, 20000], '310100')],
    experiences: [
      {
        jobTitle: '大客户销售',
        industry: '企业服务',
        start: '2019-03-01',
        end: '',
        content: '负责华东区企业客户开拓。',
        city: '310115',
      },
    ],
    educations: [{ school: '上海大学', degree: 'bachelor', major: '市场营销', graduation: '2018-06-30' }],
  },
  {
    nickname: '邓丽娟',
    gender: 'female',
    birthDate: '1993-09-19',
    jobStatus: 'working_within_month',
    wechat: 'denglj',
    email: 'denglijuan@example.com',
    selfEvaluation: '出纳与税务专员经验丰富，细致严谨。',
    expectations: [fullTime('出纳', [6000, 9000], '440100')],
    experiences: [
      {
        jobTitle: '出纳',
        industry: '财务咨询',
        start: '2017-03-01',
        end: '',
        content: '负责资金收付、银行对账与票据管理。',
        city: '440106',
      },
    ],
    educations: [{ school: '广东财经大学', degree: 'junior_college', major: '财务管理', graduation: '2015-06-30' }],
  },
  {
    nickname: '曹宇航',
    gender: 'male',
    birthDate: '2000-02-29',
    jobStatus: 'left_available',
    wechat: 'caoyh',
    email: 'caoyuhang@example.com',
    selfEvaluation: '视频剪辑与后期，熟练使用PR与AE。',
    expectations: [fullTime('视频剪辑', [7000, 11000], '610100')],
    experiences: [
      {
        jobTitle: '剪辑师',
        industry: '文化传媒',
        start: '2022-07-01',
        end: '2025-03-31',
        content: '负责短视频剪辑与包装。',
        city: '610113',
      },
    ],
    educations: [{ school: '西北大学', degree: 'bachelor', major: '广播电视编导', graduation: '2022-06-30' }],
  },
  {
    nickname: '彭静',
    gender: 'female',
    birthDate: '1994-06-06',
    jobStatus: 'working_considering',
    wechat: 'pengjing',
    email: 'pengjing@example.com',
    selfEvaluation: '采购专员，熟悉电子元器件供应链。',
    expectations: [fullTime('采购', [8000, 12000], '330100')],
    experiences: [
      {
        jobTitle: '采购专员',
        industry: '电子/制造',
        start: '2017-07-01',
        end: '',
        content: '负责供应商开发与价格谈判。',
        city: '330108',
      },
    ],
    educations: [{ school: '浙江工商大学', degree: 'bachelor', major: '物流管理', graduation: '2017-06-30' }],
  },
  {
    nickname: '蒋涛',
    gender: 'male',
    birthDate: '1987-11-11',
    jobStatus: 'working_within_month',
    wechat: 'jiangtao_wh',
    email: 'jiangtao@example.com',
    selfEvaluation: '仓储管理10年，熟悉WMS系统。',
    expectations: [fullTime('仓库管理员', [5000, 8000], '350200')],
    experiences: [
      {
        jobTitle: '仓库主管',
        industry: '物流',
        start: '2014-05-01',
        end: '',
        content: '管理2万平米仓库的出入库与盘点。',
        city: '350203',
      },
    ],
    educations: [
      { school: '厦门工商旅游学校', degree: 'technical_secondary', major: '物流服务与管理', graduation: '2006-06-30' },
    ],
  },
  {
    nickname: '苏婷',
    gender: 'female',
    birthDate: '1998-07-17',
    jobStatus: 'left_available',
    wechat: 'suting_cs',
    email: 'suting@example.com',
    selfEvaluation: '客服主管经验，服务意识强。',
    expectations: [fullTime('客服专员', [5000, 7000], '440300')],
    experiences: [
      {
        jobTitle: '在线客服',
        industry: '电子商务',
        start: '2020-07-01',
        end: '2024-12-31',
        content: '处理售前咨询与售后投诉。',
        city: '440305',
      },
    ],
    educations: [{ school: '深圳职业技术学院', degree: 'junior_college', major: '电子商务', graduation: '2020-06-30' }],
    // Hidden from search.
    hidden: true,
  },
  {
    nickname: '许嘉诚',
    gender: 'male',
    birthDate: '2003-03-15',
    jobStatus: 'left_available',
    wechat: 'xujiacheng',
    email: 'xujiacheng@example.com',
    selfEvaluation: '计算机专业在读，熟悉Python，寻找前端或Python实习。',
    expectations: [partTime('Python开发', [3000, 5000], '110100')],
    experiences: [],
    educations: [{ school: '北京师范大学', degree: 'bachelor', major: '计算机科学与技术', graduation: '2026-06-30' }],
  },
  {
    nickname: '高欣怡',
    gender: 'female',
    birthDate: '1996-12-24',
    jobStatus: 'working_considering',
    wechat: 'gaoxy',
    email: 'gaoxinyi@example.com',
    selfEvaluation: '博士，研究方向为自然语言处理，发表顶会论文3篇。',
    expectations: [fullTime('算法工程师', [35000, 50000], '330000')],
    experiences: [
      {
        jobTitle: '算法研究员',
        industry: '人工智能',
        start: '2023-07-01',
        end: '',
        content: '大模型对齐与评测。',
        city: '330106',
      },
    ],
    educations: [
      { school: '浙江大学', degree: 'doctor', major: '计算机科学与技术', graduation: '2023-06-30' },
      { school: '厦门大学', degree: 'bachelor', major: '软件工程', graduation: '2017-06-30' },
    ],
  },
];

const HOUR = 3_600_000;

async function insertResume(db: Db, userId: number, resume: DemoResume, updatedAt: number): Promise<void> {
  const time = toIso(updatedAt);
  const stamps = { created_at: time, updated_at: time };
  await db
    .insertInto('resume_basics')
    .values({
      user_id: userId,
      nickname: resume.nickname,
      wechat: resume.wechat,
      email: resume.email,
      birth_date: resume.birthDate,
      gender: resume.gender,
      job_status: resume.jobStatus,
      hobbies: resume.hobbies ?? '',
      self_evaluation: resume.selfEvaluation,
      other_skills: resume.otherSkills ?? '',
      accept_overtime: resume.acceptOvertime ? 1 : 0,
      accept_travel: resume.acceptTravel ? 1 : 0,
      hidden: resume.hidden ? 1 : 0,
      basic_saved_at: time,
      ...stamps,
    })
    .execute();
  for (const e of resume.expectations) {
    const expectation = await db
      .insertInto('resume_expectations')
      .values({
        user_id: userId,
        position: e.position,
        category_codes: (e.categories ?? expectationCategories(e.position)).join(','),
        job_type: e.jobType,
        salary_min: e.salary[0],
        salary_max: e.salary[1],
        preference: e.preference ?? '',
        location: e.location,
        join_time: e.joinTime ?? null,
        ...stamps,
      })
      .returning(['id', 'user_id', 'category_codes', 'location', 'updated_at'])
      .executeTakeFirstOrThrow();
    // 推荐牛人's rows, as the resume repository writes them with every expectation.
    const matches = expectationMatchRows(expectation);
    if (matches.length) await db.insertInto('resume_expectation_categories').values(matches).execute();
  }
  for (const e of resume.experiences) {
    await db
      .insertInto('resume_experiences')
      .values({
        user_id: userId,
        job_title: e.jobTitle,
        industry: e.industry,
        start_date: e.start,
        end_date: e.end || null,
        content: e.content,
        city: e.city,
        ...stamps,
      })
      .execute();
  }
  for (const p of resume.projects ?? []) {
    await db
      .insertInto('resume_projects')
      .values({
        user_id: userId,
        name: p.name,
        role: p.role,
        description: p.description,
        performance: p.performance,
        ...stamps,
      })
      .execute();
  }
  for (const e of resume.educations) {
    await db
      .insertInto('resume_educations')
      .values({
        user_id: userId,
        school: e.school,
        degree: e.degree,
        major: e.major,
        social_practice: e.practice ?? '',
        graduation_date: e.graduation,
        ...stamps,
      })
      .execute();
  }
  if (resume.skills) {
    await db
      .insertInto('resume_skills')
      .values({
        user_id: userId,
        professional_skills: resume.skills.professional,
        languages: resume.skills.languages,
        certificates: resume.skills.certificates,
        training: resume.skills.training ?? '',
        ...stamps,
      })
      .execute();
  }
  for (const name of resume.blocked ?? []) {
    await db
      .insertInto('resume_blocked_companies')
      .values({ user_id: userId, company_name: name, name_core: companyNameCore(name), created_at: time })
      .execute();
  }
}

/** The demo phone of the n-th other seeker (1-based): 13700000001... */
export const demoSeekerPhone = (n: number) => `137${String(n).padStart(8, '0')}`;

/**
 * Inserts the demo seeker's resume and the other seekers (accounts without a password) with theirs. The
 * demo seeker's resume is the newest; the others changed over the last month, a day or so apart.
 */
export async function insertDemoResumes(db: Db, { now, seekerId }: { now: number; seekerId: number }): Promise<void> {
  await insertResume(db, seekerId, DEMO_SEEKER_RESUME, now - 2 * HOUR);
  for (const [index, resume] of DEMO_RESUMES.entries()) {
    const userId = await insertDemoUser(db, {
      phone: demoSeekerPhone(index + 1),
      passwordHash: null,
      nickname: resume.nickname,
      identity: 'seeker',
      created: toIso(now - (40 + index) * DAY),
    });
    await insertResume(db, userId, resume, now - (index + 1) * 26 * HOUR);
  }
}
