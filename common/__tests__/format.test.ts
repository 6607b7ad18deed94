import { companyLine, formatSalary, paragraphs, positionCardTags, positionDetailTags } from '../format';
import { t } from '../messages';

const zh = (key: string, params?: Record<string, string | number>) => t('zh-Hans', key, params);
const en = (key: string, params?: Record<string, string | number>) => t('en', key, params);

describe('display formats shared by the app and the first screen', () => {
  const pay = (salaryMin: number | null, salaryMax: number | null, more: Record<string, unknown> = {}) => ({
    salaryMin,
    salaryMax,
    ...more,
  });

  it('salaries per month in 千/万 or k', () => {
    expect(formatSalary(pay(8000, 12000), 'zh-Hans')).toBe('8千-1.2万');
    expect(formatSalary(pay(8000, 12000), 'en')).toBe('8k-12k');
    expect(formatSalary(pay(15000, 15000), 'zh-Hans')).toBe('1.5万');
    expect(formatSalary(pay(14000, 23000, { salaryUnit: 'month', salaryMonths: 12 }), 'zh-Hans')).toBe('1.4万-2.3万');
  });

  it('months of pay above 12 as 13薪 / 13 months', () => {
    expect(formatSalary(pay(14000, 23000, { salaryMonths: 13 }), 'zh-Hans')).toBe('1.4万-2.3万·13薪');
    expect(formatSalary(pay(14000, 23000, { salaryMonths: 13 }), 'en')).toBe('14k-23k·13 months');
    expect(formatSalary(pay(30000, 50000, { salaryUnit: 'month', salaryMonths: 15 }), 'zh-Hans')).toBe('3万-5万·15薪');
  });

  it('daily and hourly pay in yuan', () => {
    expect(formatSalary(pay(200, 300, { salaryUnit: 'day' }), 'zh-Hans')).toBe('200-300元/天');
    expect(formatSalary(pay(200, 300, { salaryUnit: 'day' }), 'en')).toBe('¥200-300/day');
    expect(formatSalary(pay(25, 25, { salaryUnit: 'hour' }), 'zh-Hans')).toBe('25元/时');
    expect(formatSalary(pay(25, 25, { salaryUnit: 'hour' }), 'en')).toBe('¥25/hour');
    expect(formatSalary(pay(20, 30, { salaryUnit: 'hour' }), 'zh-Hans')).toBe('20-30元/时');
  });

  it('面议 / Negotiable, also for a position without a range', () => {
    expect(formatSalary(pay(0, 0, { negotiable: true }), 'zh-Hans')).toBe('面议');
    expect(formatSalary(pay(null, null, { negotiable: true, salaryUnit: 'day' }), 'en')).toBe('Negotiable');
    expect(formatSalary(pay(null, null), 'zh-Hans')).toBe('面议');
  });

  it("a card's tags: region, experience, education; missing ones are left out", () => {
    expect(positionCardTags({ regionName: '杭州市 西湖区', experience: '1-3', education: 'bachelor' }, zh)).toEqual([
      '杭州市 西湖区',
      '1-3年',
      '本科',
    ]);
    expect(positionCardTags({ regionName: null, experience: null, education: null }, zh)).toEqual([]);
    // English labels come from the same rule.
    expect(positionCardTags({ experience: '1-3', education: 'bachelor' }, en)).toEqual([
      '1-3 years',
      "Bachelor's degree",
    ]);
  });

  it("a job's tags add the kind of job, the form of work and the headcount; an unknown code shows itself", () => {
    const tags = positionDetailTags(
      {
        regionName: '北京市',
        experience: null,
        education: 'unlimited',
        jobType: 'full',
        form: 'mystery',
        headcount: 3,
      },
      zh,
    );
    expect(tags).toEqual(['北京市', '学历不限', '全职', 'mystery', '招3人']);
  });

  it('the company line joins size, type and industry with a dot, skipping what is missing', () => {
    expect(companyLine({ companySize: '20-99', companyType: 'private', industry: '互联网' }, zh)).toBe(
      '20-99人 · 民营企业 · 互联网',
    );
    expect(companyLine({ companySize: null, companyType: null, industry: '互联网' }, zh)).toBe('互联网');
    expect(companyLine({ companySize: null, companyType: null, industry: null }, zh)).toBe('');
  });

  it('paragraphs are split by blank lines, trimmed, empty ones dropped', () => {
    expect(paragraphs(' 第一段\n还是第一段\n\n  \n第二段 \n\n')).toEqual(['第一段\n还是第一段', '第二段']);
    expect(paragraphs('  \n\n ')).toEqual([]);
  });
});
