/**
 * The people behind the corpus: invented resumes, written by hand, in Chinese, English and both. Each is
 * drawn several ways (corpus.ts: file kind, layout, headings, date style); what a reader should find is
 * derived from these facts. Dates are YYYY-MM; end '' means 至今 / Present.
 */
export interface Person {
  lang: 'zh' | 'en';
  name: string;
  gender: '' | 'male' | 'female';
  /** YYYY-MM-DD, or '' when the resume does not say. */
  birthDate: string;
  /** As written in the file. */
  phone: string;
  email: string;
  wechat: string;
  city: string;
  summary: string;
  educations: { school: string; degreeWord: string; degree: string; major: string; start: string; end: string }[];
  experiences: { company: string; title: string; start: string; end: string; lines: string[] }[];
  projects: { name: string; role: string; description: string; performance: string; start?: string; end?: string }[];
  skills: string[];
  languages: string;
  certificates: string;
}

export const PEOPLE: Record<string, Person> = {
  zhangwei: {
    lang: 'zh',
    name: '张伟',
    gender: 'male',
    birthDate: '1986-04-01',
    phone: '138 1234 5678',
    email: 'zhangwei.fe@163.com',
    wechat: 'zw_frontend86',
    city: '北京',
    summary: '十二年前端开发经验，带过二十人团队。熟悉大型项目的架构与性能优化，沟通顺畅。',
    educations: [
      { school: '北京航空航天大学', degreeWord: '硕士', degree: 'master', major: '软件工程', start: '2008-09', end: '2011-06' },
      { school: '山东大学', degreeWord: '本科', degree: 'bachelor', major: '计算机科学与技术', start: '2004-09', end: '2008-06' },
    ],
    experiences: [
      { company: '北京字节跳动科技有限公司', title: '前端架构师', start: '2019-03', end: '', lines: ['负责商业化前端平台的整体架构，统一组件库与构建工具。', '带领二十人团队，首屏时间降低百分之四十。'] },
      { company: '美团点评集团', title: '高级前端工程师', start: '2016-07', end: '2019-02', lines: ['负责外卖商家端的前端开发与维护。', '推动前端监控体系落地，线上事故减少一半。'] },
      { company: '北京百度网讯科技有限公司', title: '前端工程师', start: '2013-04', end: '2016-06', lines: ['参与百度地图网页版的开发，负责路线规划模块。'] },
      { company: '用友网络科技股份有限公司', title: '软件工程师', start: '2011-07', end: '2013-03', lines: ['参与财务软件的界面开发和测试工作。'] },
    ],
    projects: [
      { name: '广告投放平台重构', role: '技术负责人', description: '将旧的投放系统迁移到微前端架构，支持十余个业务线独立发布。', performance: '发布周期由两周缩短到一天。', start: '2020-05', end: '2021-08' },
      { name: '商家端性能优化', role: '前端负责人', description: '梳理商家端首屏加载链路，引入按需加载与缓存策略。', performance: '首屏时间从3秒降到1.2秒。', start: '2017-09', end: '2018-03' },
    ],
    skills: ['精通 JavaScript、TypeScript、React 与 Vue。', '熟悉 Node.js、Webpack、Vite 及前端工程化。'],
    languages: '英语 CET-6，可流利阅读英文文档',
    certificates: '软件设计师（中级）',
  },
  lina: {
    lang: 'zh',
    name: '李娜',
    gender: 'female',
    birthDate: '2001-10-01',
    phone: '15900001234',
    email: 'lina2001@qq.com',
    wechat: '',
    city: '武汉',
    summary: '应届毕业生，学习能力强，对数据分析有浓厚兴趣。',
    educations: [{ school: '华中科技大学', degreeWord: '本科', degree: 'bachelor', major: '统计学', start: '2019-09', end: '2023-06' }],
    experiences: [],
    projects: [
      { name: '校园二手交易平台', role: '后端开发', description: '使用 Python 和 Django 搭建校园二手商品交易网站。', performance: '上线三个月注册用户超过两千人。', start: '2021-03', end: '2021-07' },
      { name: '武汉房价数据分析', role: '组长', description: '爬取并清洗五万条房源数据，建立回归模型预测房价。', performance: '获校级数据分析竞赛二等奖。', start: '2022-03', end: '2022-06' },
    ],
    skills: ['熟练使用 Python、SQL、Excel 进行数据处理。', '了解机器学习常用算法。'],
    languages: '英语 CET-4',
    certificates: '全国计算机等级考试二级',
  },
  wangfang: {
    lang: 'zh',
    name: '王芳',
    gender: 'female',
    birthDate: '1992-07-15',
    phone: '+86 137-2222-3333',
    email: 'wangfang_acc@126.com',
    wechat: 'wf19920715',
    city: '广州',
    summary: '八年财务工作经验，熟悉全盘账务处理和税务申报，工作细致。',
    educations: [{ school: '广东财经职业学院', degreeWord: '大专', degree: 'junior_college', major: '会计', start: '2010-09', end: '2013-06' }],
    experiences: [
      { company: '广州天河商贸有限公司', title: '主管会计', start: '2017-05', end: '', lines: ['负责公司全盘账务处理，编制月度财务报表。', '按时完成增值税与所得税申报。'] },
      { company: '广州立信会计师事务所', title: '审计助理', start: '2013-07', end: '2017-04', lines: ['参与二十余家企业的年度审计工作，整理审计底稿。'] },
    ],
    projects: [],
    skills: ['熟练使用用友、金蝶财务软件。', '精通 Excel 函数与数据透视表。'],
    languages: '',
    certificates: '中级会计师，初级会计职称',
  },
  kevin: {
    lang: 'en',
    name: 'Kevin Zhang',
    gender: 'male',
    birthDate: '1994-11-12',
    phone: '+86 186 0000 2222',
    email: 'kevin.zhang@gmail.com',
    wechat: 'kevinz_dev',
    city: 'Shanghai',
    summary: 'Backend engineer with seven years of experience building payment systems. I enjoy making slow services fast.',
    educations: [{ school: 'Shanghai Jiao Tong University', degreeWord: 'B.S.', degree: 'bachelor', major: 'Computer Science', start: '2012-09', end: '2016-06' }],
    experiences: [
      { company: 'Ant Group', title: 'Senior Backend Engineer', start: '2020-07', end: '', lines: ['Designed the settlement service that handles ten million transactions a day.', 'Mentored four junior engineers.'] },
      { company: 'Ctrip Technologies', title: 'Software Engineer', start: '2016-07', end: '2020-06', lines: ['Built the hotel booking API in Java and Spring Boot.', 'Reduced p99 latency from 800 ms to 120 ms.'] },
    ],
    projects: [
      { name: 'Real-time Risk Engine', role: 'Tech Lead', description: 'Built a streaming risk engine on Flink that scores every payment.', performance: 'Fraud losses dropped by 35%.', start: '2021-02', end: '2022-01' },
    ],
    skills: ['Java, Go, Kafka, Flink, MySQL, Redis.', 'Kubernetes and cloud-native deployments.'],
    languages: 'English (fluent), Mandarin (native)',
    certificates: 'AWS Certified Solutions Architect',
  },
  emily: {
    lang: 'en',
    name: 'Emily Chen',
    gender: 'female',
    birthDate: '',
    phone: '139-1111-5555',
    email: 'emily.chen@outlook.com',
    wechat: '',
    city: 'Shenzhen',
    summary: 'Product manager who has shipped consumer apps used by millions. Strong in user research and data.',
    educations: [
      { school: 'China Europe International Business School', degreeWord: 'MBA', degree: 'master', major: 'Business Administration', start: '2015-09', end: '2017-06' },
      { school: 'Sun Yat-sen University', degreeWord: 'Bachelor of Arts', degree: 'bachelor', major: 'English Literature', start: '2008-09', end: '2012-06' },
    ],
    experiences: [
      { company: 'Tencent Technology Co., Ltd.', title: 'Senior Product Manager', start: '2019-04', end: '', lines: ['Own the mini-program discovery features used by 200 million people.', 'Run weekly user research sessions.'] },
      { company: 'OPPO Mobile Telecommunications Corp', title: 'Product Manager', start: '2017-07', end: '2019-03', lines: ['Launched the ColorOS photo gallery redesign.'] },
      { company: 'Huawei Technologies', title: 'Product Specialist', start: '2012-07', end: '2015-08', lines: ['Wrote product requirements for enterprise routers.'] },
    ],
    projects: [],
    skills: ['User research, A/B testing, SQL, Figma.'],
    languages: 'English (native-level), Mandarin, Cantonese',
    certificates: 'PMP',
  },
  liuyang: {
    lang: 'zh',
    name: '刘洋',
    gender: 'male',
    birthDate: '1996-02-01',
    phone: '152 8888 6666',
    email: 'liuyang.data@foxmail.com',
    wechat: 'liuyang_da',
    city: '杭州',
    summary: '数据分析师，擅长用数据驱动业务决策。Comfortable working in English.',
    educations: [
      { school: 'University of Edinburgh', degreeWord: 'MSc', degree: 'master', major: 'Data Science', start: '2018-09', end: '2019-11' },
      { school: '浙江工业大学', degreeWord: '学士', degree: 'bachelor', major: '信息管理与信息系统', start: '2014-09', end: '2018-06' },
    ],
    experiences: [
      { company: '阿里巴巴集团', title: '数据分析师', start: '2020-03', end: '', lines: ['负责淘宝直播的用户增长分析，搭建指标体系。', '通过实验分析提升转化率百分之八。'] },
    ],
    projects: [
      { name: '直播用户分层模型', role: '负责人', description: '基于 RFM 模型和聚类算法对直播用户进行分层运营。', performance: '高价值用户复购率提升百分之十二。' },
    ],
    skills: ['SQL, Python, Tableau, Hive.', '熟悉 A/B 实验设计与因果推断。'],
    languages: '英语 IELTS 7.0',
    certificates: '',
  },
  chenjing: {
    lang: 'zh',
    name: '陈静',
    gender: 'female',
    birthDate: '1998-05-01',
    phone: '13566667777',
    email: 'chenjing98@163.com',
    wechat: '',
    city: '成都',
    summary: '护理工作五年，耐心细致，有良好的团队合作精神。',
    educations: [{ school: '成都铁路卫生学校', degreeWord: '中专', degree: 'technical_secondary', major: '护理', start: '2013-09', end: '2016-07' }],
    experiences: [
      { company: '四川省人民医院', title: '护士', start: '2018-08', end: '', lines: ['负责心内科病房的日常护理工作。', '协助医生完成急救与术后护理。'] },
      { company: '成都市第五人民医院', title: '实习护士', start: '2016-07', end: '2018-07', lines: ['在多个科室轮转实习，掌握基础护理操作。'] },
    ],
    projects: [],
    skills: ['熟练掌握静脉输液、心肺复苏等护理操作。'],
    languages: '',
    certificates: '护士执业资格证',
  },
  zhaolei: {
    lang: 'zh',
    name: '赵磊',
    gender: 'male',
    birthDate: '1988-12-01',
    phone: '186-0101-0202',
    email: 'zhaolei@ict.ac.cn',
    wechat: 'zhaolei_nlp',
    city: '北京',
    summary: '自然语言处理方向博士，发表顶会论文十余篇，兼顾研究与工程落地。',
    educations: [
      { school: '中国科学院大学', degreeWord: '博士', degree: 'doctor', major: '计算机应用技术', start: '2013-09', end: '2018-07' },
      { school: '哈尔滨工业大学', degreeWord: '研究生', degree: 'master', major: '计算机科学', start: '2010-09', end: '2013-06' },
      { school: '哈尔滨工业大学', degreeWord: '本科', degree: 'bachelor', major: '自动化', start: '2006-09', end: '2010-06' },
    ],
    experiences: [
      { company: '北京智源人工智能研究院', title: '研究员', start: '2018-08', end: '', lines: ['负责大规模预训练语言模型的研发。', '带领五人小组完成中文对话模型的训练与评测。'] },
    ],
    projects: [
      { name: '中文预训练模型', role: '核心研发', description: '设计并训练百亿参数的中文预训练模型。', performance: '在中文理解评测榜单中排名第一。', start: '2019-01', end: '2020-12' },
    ],
    skills: ['PyTorch、深度学习、分布式训练。'],
    languages: '英语 能以英语写作与报告',
    certificates: '',
  },
  sunli: {
    lang: 'zh',
    name: '孙丽',
    gender: 'female',
    birthDate: '1990-09-01',
    phone: '133 4444 5555',
    email: 'sunli_sales@sina.com',
    wechat: '13344445555',
    city: '郑州',
    summary: '十年销售经验，客户资源丰富，抗压能力强。',
    educations: [{ school: '郑州市第一中学', degreeWord: '高中', degree: 'high_school', major: '', start: '2006-09', end: '2009-06' }],
    experiences: [
      { company: '河南中原汽车销售有限公司', title: '销售经理', start: '2018-01', end: '', lines: ['管理十人销售团队，年销售额超过五千万元。'] },
      { company: '郑州美家家居有限公司', title: '销售主管', start: '2014-03', end: '2017-12', lines: ['负责门店销售与客户维护，连续三年获销售冠军。'] },
      { company: '苏宁易购集团', title: '销售顾问', start: '2009-09', end: '2014-02', lines: ['负责家电销售与售后跟进。'] },
    ],
    projects: [],
    skills: ['客户谈判、团队管理、CRM 系统。'],
    languages: '',
    certificates: '',
  },
  michael: {
    lang: 'en',
    name: 'Michael Wang',
    gender: 'male',
    birthDate: '2000-06-01',
    phone: '188 6666 9999',
    email: 'michael.wang@alumni.nyu.edu',
    wechat: 'mwang2000',
    city: 'Beijing',
    summary: 'Fresh graduate in economics looking for an analyst role. Quick learner and clear writer.',
    educations: [{ school: 'New York University', degreeWord: 'Bachelor of Science', degree: 'bachelor', major: 'Economics', start: '2018-09', end: '2022-05' }],
    experiences: [
      { company: 'CICC Co., Ltd.', title: 'Research Intern', start: '2021-06', end: '2021-08', lines: ['Collected data and drafted charts for consumer sector reports.'] },
    ],
    projects: [
      { name: 'Housing Price Forecast', role: 'Team Lead', description: 'Built a time series model of Beijing housing prices.', performance: 'Won second prize in the department competition.' },
    ],
    skills: ['Python, Stata, Excel, PowerPoint.'],
    languages: 'English (fluent), Mandarin (native)',
    certificates: 'CFA Level I',
  },
  zhoujie: {
    lang: 'zh',
    name: '周杰',
    gender: 'male',
    birthDate: '1997-03-01',
    phone: '177 2020 3030',
    email: 'zhoujie.design@163.com',
    wechat: 'zj_design97',
    city: '深圳',
    summary: '视觉与交互设计师，注重细节，善于把复杂的业务变成简单的界面。',
    educations: [{ school: '广州美术学院', degreeWord: '本科', degree: 'bachelor', major: '视觉传达设计', start: '2015-09', end: '2019-06' }],
    experiences: [
      { company: '深圳市大疆创新科技有限公司', title: 'UI设计师', start: '2021-04', end: '', lines: ['负责大疆飞行类应用的界面设计与设计规范维护。'] },
      { company: '深圳市腾讯计算机系统有限公司', title: '交互设计师', start: '2019-07', end: '2021-03', lines: ['参与腾讯视频会员中心的交互改版。', '与产品和开发紧密配合推进上线。'] },
    ],
    projects: [
      { name: 'DJI Fly 设计规范', role: '主设计师', description: '建立覆盖两百个组件的设计规范与组件库。', performance: '设计交付效率提升一倍。' },
    ],
    skills: ['Figma、Sketch、After Effects。', '熟悉用户研究与可用性测试。'],
    languages: '英语 CET-4',
    certificates: '',
  },
  wumin: {
    lang: 'zh',
    name: '吴敏',
    gender: 'female',
    birthDate: '1993-08-01',
    phone: '136 9999 0000',
    email: 'wumin.hr@126.com',
    wechat: 'wumin_hr',
    city: '南京',
    summary: '人力资源专员，熟悉招聘全流程和员工关系管理。',
    educations: [{ school: '南京审计大学', degreeWord: '本科', degree: 'bachelor', major: '人力资源管理', start: '2011-09', end: '2015-06' }],
    experiences: [
      { company: '苏宁控股集团', title: '招聘主管', start: '2019-02', end: '', lines: ['负责技术岗位的社会招聘，年招聘一百余人。'] },
      { company: '南京新百科技有限公司', title: '人事专员', start: '2015-07', end: '2019-01', lines: ['办理员工入离职手续，维护人事档案。', '组织新员工培训。'] },
    ],
    projects: [],
    skills: ['熟悉劳动法与社保公积金政策。'],
    languages: '英语 CET-6',
    certificates: '人力资源管理师二级',
  },
};
