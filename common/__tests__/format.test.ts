import { companyLine, formatSalary, paragraphs, positionCardTags, positionDetailTags } from '../format';
import { t } from '../messages';

const zh = (key: string, params?: Record<string, string | number>) => t('zh-Hans', key, params);
const en = (key: string, params?: Record<string, string | number>) => t('en', key, params);

describe('display formats shared by the app and the first screen', () => {
  it('salaries per month in 千/万 or k', () => {
    expect(formatSalary(8000, 12000, 'zh-Hans')).toBe('8千-1.2万');
    expect(formatSalary(8000, 12000, 'en')).toBe('8k-12k');
    expect(formatSalary(15000, 15000, 'zh-Hans')).toBe('1.5万');
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
