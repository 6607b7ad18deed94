/**
 * Demo companies. Region codes are real 6-digit administrative codes of the district in `address`.
 * `jobs` names the position templates (positions.ts) each company recruits for, in listing order.
 * Size and type are codes of common/company.ts; industry is display text.
 */
import type { CompanySize, CompanyType } from '@common/company';

export interface DemoCompany {
  name: string;
  regionCode: string;
  address: string;
  size: CompanySize;
  type: CompanyType;
  industry: string;
  website: string;
  slogan: string;
  introduction: string;
  /** `title`: the recruiter's title seekers see with the name (王女士 · HR经理). */
  owner: { phone: string; nickname: string; title: string };
  jobs: string[];
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    name: '杭州云栖科技有限公司',
    regionCode: '330106',
    address: '浙江省杭州市西湖区文三路90号东部软件园3号楼',
    size: '100-499',
    type: 'private',
    industry: '互联网/IT',
    website: 'https://www.yunqi-tech.example.com',
    slogan: '用技术让招聘更简单',
    introduction:
      '杭州云栖科技有限公司成立于2015年，专注于企业级SaaS与移动互联网产品研发，服务客户超过3000家。公司倡导扁平化管理，提供完善的培训体系和有竞争力的薪酬福利。',
    // The demo recruiter who can log in (password demo1234).
    owner: { phone: '13800000002', nickname: '李经理', title: '招聘经理' },
    jobs: ['frontend', 'java', 'product', 'ui', 'qa'],
  },
  {
    name: '北京智联未来信息技术有限公司',
    regionCode: '110108',
    address: '北京市海淀区中关村大街27号中关村大厦12层',
    size: '500-999',
    type: 'private',
    industry: '人工智能',
    website: 'https://www.zhilian-future.example.com',
    slogan: '让AI走进每一个行业',
    introduction:
      '北京智联未来信息技术有限公司是一家以人工智能和大数据为核心的科技企业，产品覆盖智慧城市、智能客服与工业质检，拥有多项发明专利。',
    owner: { phone: '13800000101', nickname: '王女士', title: 'HR经理' },
    jobs: ['algorithm', 'python', 'dataAnalyst', 'product', 'ops'],
  },
  {
    name: '深圳前海星辰网络科技有限公司',
    regionCode: '440305',
    address: '广东省深圳市南山区高新南七道数字技术园B1栋6楼',
    size: '100-499',
    type: 'private',
    industry: '移动互联网/游戏',
    website: 'https://www.xingchen-net.example.com',
    slogan: '做玩家真正喜欢的游戏',
    introduction:
      '深圳前海星辰网络科技有限公司专注移动游戏研发与发行，旗下多款休闲游戏累计用户过亿。团队年轻有活力，提供弹性工作制与年度旅游。',
    owner: { phone: '13800000102', nickname: '陈先生', title: '人事主管' },
    jobs: ['android', 'ios', 'gamePlanner', 'operations', 'customerService'],
  },
  {
    name: '上海浦江数据服务有限公司',
    regionCode: '310115',
    address: '上海市浦东新区张江高科技园区碧波路690号',
    size: '1000-9999',
    type: 'foreign',
    industry: '大数据/企业服务',
    website: 'https://www.pujiang-data.example.com',
    slogan: '数据驱动每一次决策',
    introduction:
      '上海浦江数据服务有限公司为金融、零售和制造企业提供数据治理、商业智能与咨询服务，在全国设有8个交付中心。',
    owner: { phone: '13800000103', nickname: '赵女士', title: 'HRBP' },
    jobs: ['bigData', 'dataAnalyst', 'sales', 'projectManager', 'adminAssistant'],
  },
  {
    name: '成都锦程教育科技有限公司',
    regionCode: '510107',
    address: '四川省成都市武侯区天府大道北段1700号环球中心W2区',
    size: '100-499',
    type: 'private',
    industry: '教育培训',
    website: 'https://www.jincheng-edu.example.com',
    slogan: '让每个孩子都爱上学习',
    introduction: '成都锦程教育科技有限公司深耕K12素质教育与职业教育，线上线下结合，在西南地区拥有40余家学习中心。',
    owner: { phone: '13800000104', nickname: '刘老师', title: '招生主管' },
    jobs: ['courseAdvisor', 'englishTeacher', 'newMedia', 'frontend', 'adminAssistant'],
  },
  {
    name: '广州恒信财务咨询有限公司',
    regionCode: '440106',
    address: '广东省广州市天河区珠江新城华夏路10号富力中心18楼',
    size: '20-99',
    type: 'private',
    industry: '财务/咨询',
    website: 'https://www.hengxin-cpa.example.com',
    slogan: '专业、诚信、高效',
    introduction: '广州恒信财务咨询有限公司提供代理记账、税务筹划、审计及工商服务，服务中小企业客户逾2000家。',
    owner: { phone: '13800000105', nickname: '黄会计', title: '财务经理' },
    jobs: ['accountant', 'cashier', 'taxSpecialist', 'auditAssistant', 'accountManager'],
  },
  {
    name: '武汉光谷生物医药有限公司',
    regionCode: '420111',
    address: '湖北省武汉市洪山区光谷大道77号光谷生物城C2栋',
    size: '500-999',
    type: 'state_owned',
    industry: '医药/生物工程',
    website: 'https://www.guanggu-bio.example.com',
    slogan: '守护健康，创新生命科学',
    introduction: '武汉光谷生物医药有限公司从事创新药与医疗器械的研发、生产和销售，拥有符合GMP标准的现代化生产基地。',
    owner: { phone: '13800000106', nickname: '周女士', title: '人事专员' },
    jobs: ['medicalRep', 'qcInspector', 'rdAssistant', 'hrSpecialist', 'warehouse'],
  },
  {
    name: '南京金陵餐饮管理有限公司',
    regionCode: '320106',
    address: '江苏省南京市鼓楼区中山北路88号',
    size: '500-999',
    type: 'private',
    industry: '餐饮服务',
    website: 'https://www.jinling-food.example.com',
    slogan: '一餐一饭，用心烹饪',
    introduction: '南京金陵餐饮管理有限公司旗下拥有“金陵小馆”“秦淮面点”等连锁品牌，门店遍布江苏、安徽两省。',
    owner: { phone: '13800000107', nickname: '孙店长', title: '店长' },
    jobs: ['storeManager', 'chef', 'waiter', 'cashierRetail', 'areaSupervisor'],
  },
  {
    name: '杭州滨江智造电子有限公司',
    regionCode: '330108',
    address: '浙江省杭州市滨江区江南大道3850号创新大厦',
    size: '1000-9999',
    type: 'listed',
    industry: '电子/智能制造',
    website: 'https://www.binjiang-smart.example.com',
    slogan: '智造美好生活',
    introduction: '杭州滨江智造电子有限公司专注智能家居与物联网硬件，产品销往60多个国家和地区，是国家级高新技术企业。',
    owner: { phone: '13800000108', nickname: '吴工', title: '技术负责人' },
    // Its devices' companion app: a second 前端 opening in 杭州 for the demo seeker's 推荐.
    jobs: ['hardware', 'embedded', 'productionSupervisor', 'purchasing', 'qualityEngineer', 'frontend'],
  },
  {
    name: '北京朝阳优品商贸有限公司',
    regionCode: '110105',
    address: '北京市朝阳区建国路93号万达广场B座',
    size: '100-499',
    type: 'private',
    industry: '零售/电商',
    website: 'https://www.youpin-trade.example.com',
    slogan: '好物不贵，品质生活',
    introduction: '北京朝阳优品商贸有限公司经营线下精品生活馆与线上旗舰店，主营家居、食品与个护产品，会员超过50万。',
    owner: { phone: '13800000109', nickname: '郑经理', title: '行政经理' },
    jobs: ['storeManager', 'shopAssistant', 'ecommerce', 'sales', 'warehouse'],
  },
  {
    name: '西安古城文化传媒有限公司',
    regionCode: '610113',
    address: '陕西省西安市雁塔区高新路52号',
    size: '20-99',
    type: 'private',
    industry: '文化传媒',
    website: 'https://www.gucheng-media.example.com',
    slogan: '讲好每一个故事',
    introduction: '西安古城文化传媒有限公司专注短视频内容制作、品牌策划与直播电商，服务文旅、餐饮及消费品牌客户。',
    owner: { phone: '13800000110', nickname: '冯导', title: '运营总监' },
    jobs: ['videoEditor', 'copywriter', 'streamer', 'graphicDesigner', 'bizDev'],
  },
  {
    name: '厦门鹭岛物流有限公司',
    regionCode: '350203',
    address: '福建省厦门市思明区湖滨南路388号',
    size: '500-999',
    type: 'private',
    industry: '物流/运输',
    website: 'https://www.ludao-logistics.example.com',
    slogan: '准时送达，使命必达',
    introduction:
      '厦门鹭岛物流有限公司提供城市配送、仓储管理与跨境物流服务，自有运输车辆300余台，仓储面积超过10万平方米。',
    owner: { phone: '13800000111', nickname: '林主管', title: '招聘主管' },
    jobs: ['dispatcher', 'driver', 'customerService', 'warehouseSupervisor', 'accountant'],
  },
];

/**
 * A demo company's external links (the company form's 外部链接, shown on its homepage): its careers page and
 * a Weibo account, named after its website's host (the example.com addresses lead nowhere real).
 */
export function demoLinks(website: string): Array<{ title: string; url: string }> {
  const host = new URL(website).hostname.replace(/^www\./, '');
  return [
    { title: '招聘官网', url: `https://jobs.${host}` },
    { title: '官方微博', url: `https://weibo.com/${host.split('.')[0]}` },
  ];
}
