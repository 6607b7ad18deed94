/** The built-in assistant's understanding of job goals written in plain Chinese: a table of real phrasings. */
import { understand } from '../src/modules/assistant/understand';

type Expect = {
  intent?: string;
  city?: string;
  min?: number;
  max?: number;
  negotiable?: boolean;
  jobType?: string;
  years?: number;
  keywords?: string[];
  wishes?: string[];
};

const CASES: Array<[string, Expect]> = [
  [
    '想在杭州找前端，月薪2万左右，双休',
    { city: '330100', min: 17000, max: 23000, keywords: ['前端'], wishes: ['双休'] },
  ],
  ['杭州 前端开发 15-20K', { city: '330100', min: 15000, max: 20000, keywords: ['前端开发'] }],
  ['上海的Java工作 20k以上', { city: '310000', min: 20000, keywords: ['Java'] }],
  ['北京海淀区产品经理 薪资面议', { city: '110108', negotiable: true, keywords: ['产品经理'] }],
  ['深圳南山 UI设计 1.5万', { city: '440305', min: 12750, max: 17250, keywords: ['UI设计'] }],
  ['成都兼职 周末', { city: '510100', jobType: 'part', keywords: ['周末'] }],
  ['广州 实习 运营', { city: '440100', keywords: ['实习', '运营'] }],
  ['武汉 销售 月薪8000以上 五险一金', { city: '420100', min: 8000, keywords: ['销售'], wishes: ['五险一金'] }],
  ['南京 会计 6k-8k', { city: '320100', min: 6000, max: 8000, keywords: ['会计'] }],
  ['苏州 数据分析 1.5-2万', { city: '320500', min: 15000, max: 20000, keywords: ['数据分析'] }],
  ['西安 测试工程师 10k左右', { city: '610100', min: 8500, max: 11500, keywords: ['测试工程师'] }],
  ['重庆 厨师 包吃住', { city: '500000', keywords: ['厨师'], wishes: ['包吃住'] }],
  ['天津 司机 薪资不限', { city: '120000', keywords: ['司机'] }],
  ['杭州西湖区 客服 不限', { city: '330106', keywords: ['客服'] }],
  ['年薪30万 算法工程师 北京', { city: '110000', min: 21250, max: 28750, keywords: ['算法工程师'] }],
  ['找个全职的行政工作 长沙', { city: '430100', jobType: 'full', keywords: ['行政'] }],
  ['郑州 3年经验 Java开发 15k', { city: '410100', years: 3, min: 12750, max: 17250, keywords: ['Java开发'] }],
  ['应届生 青岛 设计', { city: '370200', years: 0, keywords: ['设计'] }],
  ['远程的前端岗位', { keywords: ['前端'], wishes: ['远程'] }],
  ['厦门 护士 5000-7000', { city: '350200', min: 5000, max: 7000, keywords: ['护士'] }],
  ['合肥 教师 7千到9千', { city: '340100', min: 7000, max: 9000, keywords: ['教师'] }],
  ['宁波 外贸 1万以内', { city: '330200', max: 10000, keywords: ['外贸'] }],
  ['福州 电工 8k起', { city: '350100', min: 8000, keywords: ['电工'] }],
  ['无锡 机械工程师 不加班', { city: '320200', keywords: ['机械工程师'], wishes: ['不加班'] }],
  ['东莞 仓管 4500左右', { city: '441900', min: 3825, max: 5175, keywords: ['仓管'] }],
  ['珠海 前台 双休 五险一金', { city: '440400', keywords: ['前台'], wishes: ['双休', '五险一金'] }],
  ['昆明 导游 兼职', { city: '530100', jobType: 'part', keywords: ['导游'] }],
  ['济南 新媒体运营 2w', { city: '370100', min: 17000, max: 23000, keywords: ['新媒体运营'] }],
  ['大连 日语翻译 12-15k', { city: '210200', min: 12000, max: 15000, keywords: ['日语翻译'] }],
  ['沈阳 财务 8000-10000', { city: '210100', min: 8000, max: 10000, keywords: ['财务'] }],
  ['我想找一份Python开发的工作', { keywords: ['Python开发'] }],
  ['浙江 电商运营', { city: '330000', keywords: ['电商运营'] }],
  ['上海浦东新区 法务', { city: '310115', keywords: ['法务'] }],
  ['北京朝阳 Go开发 30-40K', { city: '110105', min: 30000, max: 40000, keywords: ['Go开发'] }],
  ['我的投递怎么样了', { intent: 'applications' }],
  ['最近有面试吗', { intent: 'interviews' }],
  ['我的简历还缺什么', { intent: 'resume' }],
  ['合同怎么签', { intent: 'contract' }],
  ['把这个保存为求职期望', { intent: 'saveExpectation' }],
  ['你好', { intent: 'help' }],
  ['杭州 2万', { city: '330100', min: 17000, max: 23000 }],
  ['苏州工业园区 半导体工艺工程师', { city: '320571', keywords: ['半导体工艺工程师'] }],
];

test.each(CASES)('%s', (text, expected) => {
  const got = understand(text);
  expect(got.intent).toBe(expected.intent ?? 'search');
  if (expected.city !== undefined || got.region) expect(got.region?.code).toBe(expected.city);
  expect(got.salary?.min).toBe(expected.min);
  expect(got.salary?.max).toBe(expected.max);
  if (expected.negotiable) expect(got.salary?.negotiable).toBe(true);
  expect(got.jobType).toBe(expected.jobType);
  expect(got.experienceYears).toBe(expected.years);
  if (expected.keywords) expect(got.keywords).toEqual(expected.keywords);
  if (expected.wishes) expect(got.wishes).toEqual(expected.wishes);
});

test('a recruiter asks for candidates or a first draft of a description', () => {
  expect(understand('帮我找前端开发的候选人', { recruiter: true }).intent).toBe('candidates');
  expect(understand('写一段Java开发的职位描述', { recruiter: true }).intent).toBe('describePosition');
});
