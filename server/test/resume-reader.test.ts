/**
 * The resume reader (server/src/modules/resume/resume-reader, docs/resume-reader.md): the generated corpus
 * read with a floor on the share of fields found right, files it refuses, the reading order of a two-column
 * PDF, and the date and degree rules.
 */
import { zipSync } from 'fflate';
import { resumeProposalSchema } from '@common/resume-files';
import { ResumeReadError, readLines, readResume } from '../src/modules/resume/resume-reader';
import { findDateRange, parseDate, parseDegree } from '../src/modules/resume/resume-reader/fields';
import { headingKind } from '../src/modules/resume/resume-reader/sections';
import { CORPUS, expectedOf } from './resume-corpus/corpus';
import { renderEntry, renderScannedPdf } from './resume-corpus/render';
import { type Tally, overall, score } from './resume-corpus/score';

/** Measured 100% on the corpus (npm run measure:resume-reader); the floor leaves room for small changes. */
const FLOOR = 0.95;

describe('resume reader: the corpus', () => {
  it(`reads ${CORPUS.length} resumes with at least ${FLOOR * 100}% of the fields right, PDF and DOCX alike`, async () => {
    const tallies: Record<'pdf' | 'docx', Tally> = { pdf: {}, docx: {} };
    for (const entry of CORPUS) {
      const found = await readResume(await renderEntry(entry), entry.kind);
      expect(resumeProposalSchema.parse(found)).toEqual(found);
      score(expectedOf(entry), found, tallies[entry.kind]);
    }
    expect(overall(tallies.pdf).share).toBeGreaterThanOrEqual(FLOOR);
    expect(overall(tallies.docx).share).toBeGreaterThanOrEqual(FLOOR);
    expect(CORPUS.filter((entry) => entry.kind === 'pdf').length).toBeGreaterThanOrEqual(15);
  });

  it('reads a two-column PDF column by column: the sidebar, then the main column', async () => {
    const entry = CORPUS.find((e) => e.id === 'zhangwei-pdf-columns')!;
    const lines = await readLines(await renderEntry(entry), 'pdf');
    const at = (text: string) => lines.findIndex((line) => line.includes(text));
    // Sidebar (contacts, skills) entirely before the main column (summary, education, work).
    expect(at('张伟')).toBe(0);
    expect(at('邮箱：zhangwei.fe@163.com')).toBeLessThan(at('专业技能'));
    expect(at('软件设计师')).toBeLessThan(at('自我评价'));
    expect(at('自我评价')).toBeLessThan(at('教育背景'));
    expect(at('教育背景')).toBeLessThan(at('工作经历'));
    // Lines of one column are never mixed with the other.
    expect(lines.some((line) => line.includes('现居') && line.includes('十二年'))).toBe(false);
    // A wrapped paragraph comes back as one line.
    expect(lines).toContain('十二年前端开发经验，带过二十人团队。熟悉大型项目的架构与性能优化，沟通顺畅。');
  });

  it('keeps a PDF table row on one line, cells apart, even when a cell wraps', async () => {
    const entry = CORPUS.find((e) => e.id === 'emily-pdf-grid')!;
    const lines = await readLines(await renderEntry(entry), 'pdf');
    expect(lines).toContain(
      '09/2015 - 06/2017\tChina Europe International Business School\tBusiness Administration\tMBA',
    );
  });
});

describe('resume reader: refused files', () => {
  it('refuses a scanned PDF (no text layer)', async () => {
    const error = await readResume(await renderScannedPdf(), 'pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResumeReadError);
    expect((error as ResumeReadError).reason).toBe('no_text');
  });

  it('refuses a ZIP that pretends to be a DOCX, and bytes that are no PDF', async () => {
    const zip = Buffer.from(zipSync({ 'word/readme.txt': new TextEncoder().encode('not a document') }));
    await expect(readResume(zip, 'docx')).rejects.toBeInstanceOf(ResumeReadError);
    await expect(readResume(Buffer.from('%PDF-1.7\nnothing here'), 'pdf')).rejects.toBeInstanceOf(ResumeReadError);
  });
});

describe('resume reader: rules', () => {
  it.each([
    ['2018.09 - 2022.06', '2018-09-01', '2022-06-01'],
    ['2018/9–2022/6', '2018-09-01', '2022-06-01'],
    ['2018年9月至2022年6月', '2018-09-01', '2022-06-01'],
    ['2020.07-至今', '2020-07-01', ''],
    ['Jul 2020 – Present', '2020-07-01', ''],
    ['09/2018 - 06/2022', '2018-09-01', '2022-06-01'],
    ['2018-09 ~ 2022-06', '2018-09-01', '2022-06-01'],
    ['September 2018 to June 2022', '2018-09-01', '2022-06-01'],
    ['２０１９．０３－至今', '2019-03-01', ''],
  ])('date range %s', (text, start, end) => {
    expect(findDateRange(`北京大学 ${text} 本科`)).toMatchObject({ start, end });
  });

  it('single dates: months, days, and what is no date', () => {
    expect(parseDate('1995年3月')).toBe('1995-03-01');
    expect(parseDate('1995-03-12')).toBe('1995-03-12');
    expect(parseDate('12 March 1995')).toBe('1995-03-12');
    expect(parseDate('1995.13')).toBe('');
    expect(parseDate('13812345678')).toBe('');
    expect(findDateRange('负责 3-5 人的团队')).toBeUndefined();
  });

  it.each([
    ['本科', 'bachelor'],
    ['学士', 'bachelor'],
    ['Bachelor of Science', 'bachelor'],
    ['B.S.', 'bachelor'],
    ['BA', 'bachelor'],
    ['硕士', 'master'],
    ['研究生', 'master'],
    ['M.S.', 'master'],
    ['MBA', 'master'],
    ['博士', 'doctor'],
    ['PhD', 'doctor'],
    ['大专', 'junior_college'],
    ['专科', 'junior_college'],
    ['Associate Degree', 'junior_college'],
    ['中专', 'technical_secondary'],
    ['高中', 'high_school'],
    ['BASIC', ''],
    ['计算机科学', ''],
  ])('degree %s → %s', (text, degree) => {
    expect(parseDegree(text)).toBe(degree);
  });

  it('headings in Chinese, English and both', () => {
    expect(headingKind('【教育背景】')).toBe('education');
    expect(headingKind('工作经历 Work Experience')).toBe('experience');
    expect(headingKind('PROFESSIONAL EXPERIENCE')).toBe('experience');
    expect(headingKind('项目经验：')).toBe('projects');
    expect(headingKind('负责项目经验的总结与分享')).toBeUndefined();
  });
});
