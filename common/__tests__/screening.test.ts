/**
 * The screening table (issue 33, part 2): real phrasings of Chinese job postings, each with what the rules of
 * common/screening/rules.data.ts must answer. `pass` rows must produce no finding at all; caught rows name the
 * verdict and the category of the strongest finding (refuse over review). Add a row with every new word.
 */
import { SCREENING_CATEGORIES, type ScreeningCategory, type ScreeningVerdict } from '../screening/findings';
import { SCREENING_RULES } from '../screening/rules.data';
import { normalize, refusalOf, screenPosition, screenTexts } from '../screening/screen';
import { MSG, t } from '../messages';
import { SCREENING_MSG } from '../messages.screening';

type Expected = 'pass' | [ScreeningVerdict, ScreeningCategory];

const TABLE: [text: string, expected: Expected][] = [
  // ---- Must pass: lawful requirements, benefits and the usual wording of postings ----
  ['男女不限，年龄18-60岁', 'pass'],
  ['性别不限，有无经验均可', 'pass'],
  ['不限男女，吃苦耐劳', 'pass'],
  ['需持有效健康证，从事餐饮服务', 'pass'],
  ['食品加工岗位，须办理健康证明（公司报销办证费用）', 'pass'],
  ['年满18周岁，身体健康', 'pass'],
  ['年满16周岁即可报名暑期工', 'pass'],
  ['18周岁以上，能适应夜班', 'pass'],
  ['能接受倒班和偶尔出差', 'pass'],
  ['缴纳五险一金，带薪年假', 'pass'],
  ['公司提供租房补贴，房租押一付三由公司垫付', 'pass'],
  ['公司不收取任何押金、培训费、服装费', 'pass'],
  ['入职无需缴纳任何费用，谨防诈骗', 'pass'],
  ['提供免费培训，工装免费发放', 'pass'],
  ['入职体检费用公司报销', 'pass'],
  ['公司承担培训费用', 'pass'],
  ['押金：无', 'pass'],
  ['严禁刷单，发现即辞退', 'pass'],
  ['平台拒绝刷单、刷信誉等违规行为', 'pass'],
  ['负责门店日常运营，完成销售目标', 'pass'],
  ['月薪8000-12000元，13薪，绩效奖金', 'pass'],
  ['日结工资，每天下班结算', 'pass'],
  ['周末双休，每天工作8小时', 'pass'],
  ['大专及以上学历，3年以上Java开发经验', 'pass'],
  ['熟悉React、TypeScript，有小程序开发经验优先', 'pass'],
  ['残疾人优先，工作环境无障碍', 'pass'],
  ['退役军人优先录用', 'pass'],
  ['享受产假、哺乳期保护等女职工福利', 'pass'],
  ['户籍不限，外地员工提供宿舍', 'pass'],
  ['不限户籍、民族不限', 'pass'],
  ['形象气质佳，普通话标准', 'pass'],
  ['有C1驾照，能熟练驾驶', 'pass'],
  ['沟通中可交换电话，面试地址见职位详情', 'pass'],
  ['请勿添加私人微信，所有沟通在平台内完成', 'pass'],
  ['工作地点：杭州市西湖区文三路90号', 'pass'],
  ['负责仓库商品的入库、出库和盘点', 'pass'],
  ['包吃包住，满勤奖300元', 'pass'],
  ['试用期3个月，转正后缴纳社保', 'pass'],
  ['负责会员客户的维护和回访', 'pass'],
  ['有保洁经验者优先，年龄60周岁以下亦可', 'pass'],
  ['具备良好的沟通能力和团队合作精神', 'pass'],
  ['客服专员，电话回访老客户', 'pass'],

  // ---- Must be caught ----
  ['限男性，吃苦耐劳', ['refuse', 'discrimination']],
  ['仅限女性', ['refuse', 'discrimination']],
  ['只招男生，女生勿扰', ['refuse', 'discrimination']],
  ['男性优先', ['refuse', 'discrimination']],
  ['不招女性', ['refuse', 'discrimination']],
  ['女士优先', ['review', 'discrimination']],
  ['月嫂，限女性，有育婴师证', ['review', 'discrimination']],
  ['35岁以下', ['review', 'discrimination']],
  ['年龄18-30岁', ['review', 'discrimination']],
  ['年龄不超过40周岁', ['review', 'discrimination']],
  ['45岁以上勿扰', ['review', 'discrimination']],
  ['已婚已育优先', ['refuse', 'discrimination']],
  ['要求未婚', ['refuse', 'discrimination']],
  ['入职三年内不得生育', ['refuse', 'discrimination']],
  ['限本地户口', ['review', 'discrimination']],
  ['需本市户籍', ['review', 'discrimination']],
  ['外地人勿扰', ['refuse', 'discrimination']],
  ['限汉族', ['refuse', 'discrimination']],
  ['少数民族勿扰', ['refuse', 'discrimination']],
  ['乙肝携带者勿扰', ['refuse', 'discrimination']],
  ['入职需查乙肝五项', ['refuse', 'discrimination']],
  ['身高165cm以上，五官端正', ['review', 'discrimination']],
  ['男175厘米以上', ['review', 'discrimination']],
  ['年满15周岁即可', ['refuse', 'discrimination']],
  ['入职需交押金500元', ['refuse', 'fee']],
  ['收取培训费800元，培训合格后上岗', ['refuse', 'fee']],
  ['服装费200元从首月工资扣除', ['refuse', 'fee']],
  ['需自费体检', ['review', 'fee']],
  ['体检费120元自理', ['review', 'fee']],
  ['资料费50元', ['refuse', 'fee']],
  ['办卡费100元', ['refuse', 'fee']],
  ['先交300元报名费', ['refuse', 'fee']],
  ['入职前先交钱', ['refuse', 'fee']],
  ['上岗需押身份证', ['refuse', 'fee']],
  ['面试通过后请转账到指定账户', ['review', 'fee']],
  ['拉人头有提成', ['refuse', 'scam']],
  ['发展下线，层级提成', ['refuse', 'scam']],
  ['淘宝刷单，一单一结', ['refuse', 'scam']],
  ['帮商家刷信誉，在家可做', ['refuse', 'scam']],
  ['日结高薪无需经验', ['review', 'scam']],
  ['轻松月入过万', ['review', 'scam']],
  ['宝妈在家躺赚，动动手指', ['review', 'scam']],
  ['联系电话13812345678', ['refuse', 'contact']],
  ['电话：138-1234-5678', ['refuse', 'contact']],
  ['QQ：123456789', ['refuse', 'contact']],
  ['加微信：hr_zhang2024', ['refuse', 'contact']],
  ['vx：abc12345 详聊', ['refuse', 'contact']],
  ['威信 wxid888888', ['refuse', 'contact']],
  ['ＱＱ号８８８８８８８', ['refuse', 'contact']],
  ['有意者加我微信详聊', ['review', 'contact']],
  ['报名请点击 https://example.com/jobs', ['review', 'contact']],
  ['简历发送至 hr@example.com', ['review', 'contact']],
];

const order = { refuse: 0, review: 1 } as const;

/** The strongest finding: refuse before review, then the first found. */
function strongest(text: string) {
  const findings = screenTexts({ requirements: text });
  return [...findings].sort((a, b) => order[a.verdict] - order[b.verdict])[0];
}

describe('the screening table', () => {
  test('has at least 80 phrasings, at least 40 each way', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(80);
    expect(TABLE.filter(([, expected]) => expected === 'pass').length).toBeGreaterThanOrEqual(40);
    expect(TABLE.filter(([, expected]) => expected !== 'pass').length).toBeGreaterThanOrEqual(40);
    // Every category is exercised with a catch.
    for (const category of SCREENING_CATEGORIES) {
      expect(TABLE.some(([, expected]) => expected !== 'pass' && expected[1] === category)).toBe(true);
    }
  });

  test.each(TABLE.filter(([, expected]) => expected === 'pass'))('passes %s', (text) => {
    expect(screenTexts({ requirements: text })).toEqual([]);
  });

  test.each(TABLE.filter(([, expected]) => expected !== 'pass') as [string, [ScreeningVerdict, ScreeningCategory]][])(
    'catches %s',
    (text, [verdict, category]) => {
      const found = strongest(text);
      expect(found).toBeDefined();
      expect({ verdict: found.verdict, category: found.category }).toEqual({ verdict, category });
      // The words are cut from the text as written, so the review page can find them in it.
      for (const word of found.words) expect(text).toContain(word);
    },
  );
});

describe('the engine', () => {
  test('every rule compiles and names a basis', () => {
    for (const rule of SCREENING_RULES) {
      expect(rule.basis.length).toBeGreaterThan(4);
      for (const pattern of rule.patterns) expect(() => new RegExp(pattern, 'gi')).not.toThrow();
    }
    expect(new Set(SCREENING_RULES.map((rule) => rule.id)).size).toBe(SCREENING_RULES.length);
  });

  test('normalizing keeps the length (the words are cut at the same offsets)', () => {
    const text = 'ＱＱ号８８８８ Ａbc　İ😀';
    expect(normalize(text)).toHaveLength(text.length);
    expect(normalize('ＶＸ：ＡＢＣ')).toBe('vx:abc');
  });

  test('a phone number inside a longer number is not one', () => {
    expect(screenTexts({ title: '订单号 2138123456789012' })).toEqual([]);
  });

  test('a lawful job anywhere in the position turns a gender refusal into review', () => {
    const refused = screenPosition({ title: '保洁员', requirements: '限女性' });
    expect(refused).toEqual([
      { field: 'requirements', rule: 'gender-only', category: 'discrimination', verdict: 'refuse', words: ['限女性'] },
    ]);
    const reviewed = screenPosition({ title: '月嫂', requirements: '限女性' });
    expect(reviewed[0].verdict).toBe('review');
  });

  test('the refusal names the first refused field, its category and all its words of that category', () => {
    const findings = screenPosition({
      title: '普工',
      responsibilities: '流水线作业',
      requirements: '限男性，35岁以下，入职交押金200元',
      conditions: '加微信 abc_12345 了解详情',
    });
    expect(refusalOf(findings)).toEqual({ field: 'requirements', category: 'discrimination', words: ['限男性'] });
    const fields = findings.map((finding) => `${finding.field}:${finding.category}:${finding.verdict}`);
    expect(fields).toEqual([
      'requirements:discrimination:refuse',
      'requirements:discrimination:review',
      'requirements:fee:refuse',
      'conditions:contact:refuse',
      'conditions:contact:review',
    ]);
    expect(refusalOf(screenPosition({ requirements: '限女性，男性优先' }))?.words).toEqual(['限女性', '男性优先']);
    expect(refusalOf(screenPosition({ title: '35岁以下', requirements: '无' }))).toBeUndefined();
  });

  test('each field and category has a refusal text in both languages naming the field and the words', () => {
    const key = SCREENING_MSG.refused.requirements.fee;
    expect(key).toBe('screening.refused.requirements.fee');
    expect(t('zh-Hans', key, { words: '押金' })).toBe(
      '任职要求含有向求职者收费的内容「押金」：用人单位不得以任何名义收取押金或费用（《劳动合同法》第九条）',
    );
    expect(t('en', SCREENING_MSG.refused.title.contact, { words: 'QQ 12345' })).toMatch(
      /^The job title must not contain contact details \(QQ 12345\)/,
    );
    expect(t('en', SCREENING_MSG.category.scam)).toBe('Scam');
    expect(MSG).toBeDefined();
  });
});
