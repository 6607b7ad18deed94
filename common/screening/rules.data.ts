/**
 * The words and rules that screen a position's texts and a recruiter's chat messages (issue 33, part 2):
 * the one file operators extend. The engine is ./screen.ts; what is refused and what is reviewed, and why,
 * is docs/decisions.md, "Screening postings"; every phrasing the rules must catch or pass is in
 * common/__tests__/screening.test.ts (add one there with each new word).
 *
 * Writing a rule:
 * - `patterns` are regular expression sources (JavaScript, matched case-insensitively after full-width
 *   letters and digits are made half-width), so `vx|v信` and `\d{5,11}` work; keep them short and specific.
 * - `verdict`: `refuse` (a clear violation: the save is refused with the words on the field) or `review`
 *   (doubtful: saved, the operator sees the words highlighted).
 * - `basis`: the legal basis or the reason, for the operator and for docs/decisions.md.
 * - `number`: the rule fires only when that capture group's number is below `below` (an age ceiling under
 *   the retirement age, a minimum age under 16).
 * - `lawfulWhen`: when the position's texts also match it (a job the law lets be reserved, e.g. 月嫂), a
 *   `refuse` rule only sends the position to review.
 * - `unlessAfter`: the words after the match that make it harmless (体检费 公司报销).
 * Negations before a match (不收押金, 严禁刷单, 不限户籍) are `NEGATIONS` by category; a rule with
 * `negatable: false` ignores them (不招女性 is the exclusion itself).
 */

import type { ScreeningCategory, ScreeningVerdict } from './findings';

export interface ScreeningRule {
  id: string;
  category: ScreeningCategory;
  verdict: ScreeningVerdict;
  patterns: readonly string[];
  basis: string;
  number?: { group: number; below: number };
  lawfulWhen?: string;
  unlessAfter?: string;
  negatable?: boolean;
}

/** Jobs the law lets reserve for women (or that only women can do): a gender rule then only asks review. */
const WOMEN_ONLY_JOBS = '月嫂|育婴|母婴|催乳|产后|哺乳|女浴|女更衣|女宿舍|女子监区|女性健康|妇科|乳腺|女装试|女模特';
/** After a fee: the employer pays it, or none is due (体检费公司报销, 押金：无). */
const NOTHING_DUE =
  '^\\s*[:：]?\\s*(无|0元?|零|免|全免|不收)|(由|全部由|全额由)?(公司|单位|平台|企业)(承担|报销|支付|负责|出)|报销';

export const SCREENING_RULES: readonly ScreeningRule[] = [
  // ---- Discrimination -------------------------------------------------------------------------------------
  {
    id: 'gender-only',
    category: 'discrimination',
    verdict: 'refuse',
    patterns: [
      '(限|仅限|只限|只招|仅招|只要|限招)(男|女)(性|生|士)?',
      '不(招|要|收|考虑)(男|女)(性|生|士)?',
      '(男|女)(性|生|士)?(勿扰|免谈|不要|不招)',
      '男(性|生|士)?优先',
    ],
    negatable: false,
    lawfulWhen: WOMEN_ONLY_JOBS,
    basis: '《就业促进法》第27条、《妇女权益保障法》第43条：不得限定性别或规定男性优先（国家规定不适合妇女的岗位除外）',
  },
  {
    id: 'gender-preferred',
    category: 'discrimination',
    verdict: 'review',
    patterns: ['(女|女性|女士|女生)优先'],
    basis: '人社部发〔2019〕17号：不得限定性别或性别优先；母婴等岗位可由运营人员认定',
  },
  {
    id: 'marriage',
    category: 'discrimination',
    verdict: 'refuse',
    patterns: [
      '已婚已育',
      '已婚未育',
      '未婚未育',
      '已育',
      '未婚',
      '(限|仅限|要求)已婚',
      '婚育',
      '(三|3|五|5)年内不(得|能)?(生育|怀孕|结婚)',
    ],
    basis: '《妇女权益保障法》第43条：不得将限制结婚、生育或者婚姻、生育状况作为录用条件',
  },
  {
    id: 'ethnicity',
    category: 'discrimination',
    verdict: 'refuse',
    patterns: [
      '(限|仅限|只招|只要)汉族',
      '少数民族(勿扰|免谈|不要|不招)',
      '不(招|要)(少数民族|新疆人|藏族|回族|维族)',
      '(新疆|西藏)(人|籍)(勿扰|免谈|不要)',
    ],
    negatable: false,
    basis: '《就业促进法》第28条：各民族劳动者享有平等的劳动权利',
  },
  {
    id: 'household',
    category: 'discrimination',
    verdict: 'review',
    patterns: ['(本地|本市|本省|当地)(户口|户籍)', '(限|仅限|要求)(本地人|本地户)', '(户口|户籍)(要求|限制)'],
    basis: '《就业促进法》第31条：不得对农村劳动者进城就业设置歧视性限制；个别岗位的户籍要求由运营人员认定',
  },
  {
    id: 'origin',
    category: 'discrimination',
    verdict: 'refuse',
    patterns: [
      '(外地人|农村户口|农村人|河南人|东北人)(勿扰|免谈|不要|不招)',
      '不(招|要)(外地人|农村户口|河南人|东北人)',
    ],
    negatable: false,
    basis: '《就业促进法》第3条、第31条：劳动者就业不因地域、城乡而受歧视',
  },
  {
    id: 'hepatitis-b',
    category: 'discrimination',
    verdict: 'refuse',
    patterns: [
      '乙肝(携带者?|病毒携带者?|患者)?(勿扰|免谈|不要|不招|除外)',
      '(无|非)乙肝',
      '乙肝五项',
      '两对半',
      '大三阳|小三阳',
    ],
    negatable: false,
    basis:
      '《就业促进法》第30条、《就业服务与就业管理规定》第19条：不得以传染病病原携带者为由拒绝录用，不得检测乙肝项目',
  },
  {
    id: 'disability',
    category: 'discrimination',
    verdict: 'refuse',
    patterns: ['残疾人?(勿扰|免谈|不要|不招)', '不(招|要)残疾'],
    negatable: false,
    basis: '《就业促进法》第29条、《残疾人保障法》第38条：不得歧视残疾人',
  },
  {
    id: 'age-ceiling',
    category: 'discrimination',
    verdict: 'review',
    patterns: [
      '(\\d{2})\\s*周?岁\\s*(以下|以内|之内|之前|前)',
      '(?:年龄|年纪)\\s*(?:在|要求|限)?\\s*\\d{1,2}\\s*(?:周?岁)?\\s*(?:-|—|~|～|至|到)\\s*(\\d{2})',
      '(?:不超过|不大于|不高于|未满|小于)\\s*(\\d{2})\\s*周?岁',
    ],
    number: { group: 1, below: 60 },
    basis: '年龄上限不是法定禁止事由，但多为年龄歧视（人社部“35岁门槛”相关意见）；与岗位无关的由运营人员退回',
  },
  {
    id: 'age-excluded',
    category: 'discrimination',
    verdict: 'review',
    patterns: ['\\d{2}\\s*周?岁\\s*以上\\s*(勿扰|免谈|不要|不招|不考虑)', '(大龄|中年人)(勿扰|免谈|不要|不招)'],
    basis: '排除年长求职者（同上，由运营人员认定）',
  },
  {
    id: 'child-labour',
    category: 'discrimination',
    verdict: 'refuse',
    patterns: [
      '(?:年满|满|年龄|年龄在)\\s*(\\d{1,2})\\s*周?岁',
      '(\\d{1,2})\\s*周?岁\\s*(?:以上|及以上)',
      '(?:年龄|年纪)\\s*(\\d{1,2})\\s*(?:-|—|~|～|至|到)',
    ],
    number: { group: 1, below: 16 },
    negatable: false,
    basis: '《劳动法》第15条、《禁止使用童工规定》：禁止招用未满16周岁的未成年人',
  },
  {
    id: 'height',
    category: 'discrimination',
    verdict: 'review',
    patterns: [
      '身高\\s*(要求|需|须|在)?\\s*\\d{3}',
      '身高\\s*(1米|一米)\\s*\\d',
      '(男|女)\\s*\\d{3}\\s*(cm|厘米|公分)',
    ],
    basis: '身高要求与多数岗位无关（就业促进法第3条平等就业）；安保、空乘等由运营人员认定',
  },
  {
    id: 'appearance',
    category: 'discrimination',
    verdict: 'review',
    patterns: ['(不要|不招|勿扰).{0,2}(胖子|纹身|矮个)', '(颜值|长相)(要求|高)', '(肤白|貌美)'],
    basis: '与岗位无关的外貌要求（《就业促进法》第3条）',
  },
  // ---- Fees charged to the seeker -------------------------------------------------------------------------
  {
    id: 'deposit',
    category: 'fee',
    verdict: 'refuse',
    patterns: ['押金', '保证金', '风险金', '担保金', '押(身份证|证件|毕业证)', '(扣押|收取?)(身份证|证件)'],
    unlessAfter: NOTHING_DUE,
    basis: '《劳动合同法》第9条、《就业服务与就业管理规定》第14条：不得扣押证件，不得以担保或其他名义收取财物',
  },
  {
    id: 'fees',
    category: 'fee',
    verdict: 'refuse',
    patterns: [
      '培训费',
      '服装费',
      '工装费',
      '资料费',
      '办卡费',
      '报名费',
      '介绍费',
      '中介费',
      '建档费',
      '入会费',
      '会员费',
      '上岗费',
      '材料费',
      '工牌费',
      '入职费',
    ],
    unlessAfter: NOTHING_DUE,
    basis: '《就业服务与就业管理规定》第14条：不得以招用人员为名牟取不正当利益、以其他名义收取财物',
  },
  {
    id: 'pay-first',
    category: 'fee',
    verdict: 'refuse',
    patterns: [
      '(先|需|须|要)(交|缴|付|缴纳|支付)\\s*(\\d+|一笔|部分|点|些)?\\s*(元|块|钱|费)',
      '(入职|上岗|面试)前?(需|须|要)?(先)?(交|缴纳?)\\s*\\d+',
    ],
    basis: '《劳动合同法》第9条：用人单位不得要求劳动者提供担保或者以其他名义向劳动者收取财物',
  },
  {
    id: 'medical-fee',
    category: 'fee',
    verdict: 'review',
    patterns: ['体检费', '自费体检', '体检(自费|费用自理)'],
    unlessAfter: NOTHING_DUE,
    basis: '入职体检的费用应由用人单位承担为宜；由求职者付给指定机构的，可能是收费骗局（由运营人员认定）',
  },
  {
    id: 'money-transfer',
    category: 'fee',
    verdict: 'review',
    patterns: ['转账', '汇款', '打款给', '扫码(付|支付)', 'deposit', 'training fee', 'transfer money'],
    basis: '要求求职者付款的常见说法（《劳动合同法》第9条）',
  },
  // ---- Pyramid and task scams -----------------------------------------------------------------------------
  {
    id: 'pyramid',
    category: 'scam',
    verdict: 'refuse',
    patterns: ['拉人头', '发展下线', '拉下线', '(介绍|拉)(\\d+|几|三)个?人(入职)?(返|提成|拿钱)', '层级(提成|返利)'],
    basis: '《禁止传销条例》第7条：以发展人员、缴纳费用取得加入资格为特征的传销',
  },
  {
    id: 'fake-orders',
    category: 'scam',
    verdict: 'refuse',
    patterns: ['刷单', '刷信誉', '刷好评', '刷销量', '刷流量', '垫付(货款|资金)'],
    basis: '《电子商务法》第17条、《反不正当竞争法》第8条：虚构交易、刷单炒信违法，亦是最常见的兼职诈骗',
  },
  {
    id: 'easy-money',
    category: 'scam',
    verdict: 'review',
    patterns: [
      '日结.{0,6}高薪',
      '高薪.{0,6}日结',
      '轻松(月入|日入|日赚|赚)',
      '月入(过万|上万)',
      '日赚\\d{3,}',
      '躺赚',
      '在家(就能|即可)?(赚|挣)',
      '动动手指',
      '无需经验.{0,6}(日结|高薪)',
    ],
    basis: '“日结高薪、无需经验、轻松月入过万”是刷单、传销招募的典型话术（公安部反诈提示）',
  },
  // ---- Contact details that move seekers off the platform -------------------------------------------------
  {
    id: 'phone-number',
    category: 'contact',
    verdict: 'refuse',
    // The engine never takes part of a longer number (no lookbehind: older weapp engines lack it).
    patterns: ['1[3-9]\\d[\\s-]?\\d{4}[\\s-]?\\d{4}'],
    basis: '联系方式请用沟通中的“交换电话”（对方同意后才显示），以免求职者被引到平台外、个人信息被滥用',
  },
  {
    id: 'qq-number',
    category: 'contact',
    verdict: 'refuse',
    patterns: ['(qq|扣扣|企鹅|q号)\\s*(号|群)?\\s*[:：]?\\s*\\d{5,11}'],
    basis: '平台外联系方式（同上）',
  },
  {
    id: 'wechat-id',
    category: 'contact',
    verdict: 'refuse',
    patterns: [
      '(微信|威信|薇信|徽信|维信|vx|v信|wx|weixin|wechat|加v|\\+v)\\s*(号|id)?\\s*[:：]?\\s*[a-z][-_a-z0-9]{5,19}',
      '(微信|威信|薇信|vx|v信|wx)\\s*(号)?\\s*[:：]?\\s*\\d{6,11}',
    ],
    basis: '平台外联系方式（同上）；交换微信请用沟通中的“交换微信”',
  },
  {
    id: 'wechat-ask',
    category: 'contact',
    verdict: 'review',
    patterns: [
      '加(我)?(微信|威信|薇信|vx|v信|wx|qq|扣扣)',
      '(微信|vx|qq)(详聊|联系|咨询)',
      '私聊',
      '扫码(加|进群)',
      '进群',
    ],
    basis: '引导到平台外沟通（没有号码时由运营人员查看）',
  },
  {
    id: 'link',
    category: 'contact',
    verdict: 'review',
    patterns: [
      'https?://\\S+',
      'www\\.\\S+',
      '[a-z0-9-]+\\.(com|cn|net|top|xyz|vip)\\b',
      '[\\w.+-]+@[\\w-]+\\.[a-z]{2,}',
    ],
    basis: '平台外链接和邮箱：可能是钓鱼页面或引导到平台外（由运营人员查看）',
  },
];

/** Words before a match (within its clause) that deny it: 不收押金, 严禁刷单, 不限户籍. */
export const NEGATIONS: Record<ScreeningCategory, string> = {
  discrimination: '不限|不论|不分|无(任何)?(要求|限制)|不要求|不看',
  fee: '不|无|免|零|没有|拒绝|杜绝|严禁|禁止|谨防|警惕|勿|绝不|从不|不会|无需|不需',
  scam: '不|无|拒绝|杜绝|严禁|禁止|谨防|警惕|勿|绝不|非|防范|打击',
  contact: '请勿|勿|不要|不得|禁止|严禁|谨防|不会',
};

/**
 * Lawful phrasings taken out of the text before the rules run, each with its basis; a word inside one of them
 * never fires (男女不限 holds 女, 五险一金 no fee, 押一付三 is rent paid to a landlord).
 */
export const SCREENING_ALLOWED: readonly { phrase: string; basis: string }[] = [
  { phrase: '(男女|性别|年龄|户籍|户口|民族|地域)(不限|均可|皆可)', basis: '平等就业：不设限制' },
  { phrase: '不限(男女|性别|年龄|户籍|户口|民族|地域)', basis: '平等就业：不设限制' },
  {
    phrase: '(需|须|持有?|办理|有)?(有效)?健康(证|证明)',
    basis: '《食品安全法》第45条：食品生产经营人员须取得健康证明',
  },
  { phrase: '年满(1[6-9]|[2-9]\\d)周?岁', basis: '《劳动法》第15条、第58条：年满16周岁方可招用，未满18周岁为未成年工' },
  { phrase: '(能|可|需)?(适应|接受)(夜班|倒班|加班|出差)', basis: '工作时间安排，与身份无关' },
  { phrase: '五险一金', basis: '社会保险和住房公积金，是待遇不是费用' },
  { phrase: '押一付三|押一付一|押二付一', basis: '租房付款方式（付给房东），不是向求职者收费：租房补贴语境中出现' },
  { phrase: '(残疾人|退役军人|军人家属|随军家属)优先', basis: '《残疾人就业条例》、《退役军人保障法》鼓励的优先录用' },
  {
    phrase: '(孕期|哺乳期|产假|生育)(保护|津贴|假|待遇|福利)',
    basis: '女职工劳动保护待遇（《女职工劳动保护特别规定》）',
  },
  { phrase: '(公司|单位|平台)?(承担|报销|提供|免费)(的)?(培训|体检|工装|服装)', basis: '由用人单位承担的费用' },
  { phrase: '免费(培训|体检|工装|服装|住宿|工作餐)', basis: '由用人单位承担的费用' },
];
