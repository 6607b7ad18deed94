/**
 * Small field rules: text normalisation, dates and date ranges, degrees, and the words that mark a school,
 * a company or a job title. Each rule says why it exists; the corpus (server/test/resume-corpus/) measures
 * them together.
 */
import type { Degree } from '@common/constants';

/**
 * Full-width letters, digits and the few signs that matter to the rules (ＡＢＣ１２３：＠．－／＋) are common in
 * Chinese resumes: fold them. Other full-width punctuation (，（）) stays, since it is part of the text shown.
 */
export function normalizeText(text: string): string {
  return text
    .replace(/[０-９Ａ-Ｚａ-ｚ：＠．－／＋]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/[\u200b\ufeff]/g, '');
}

const CJK = '\\u3400-\\u9fff';
export const hasCjk = (text: string) => new RegExp(`[${CJK}]`).test(text);

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH_NAME = '(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\\.?';

/** The date forms met in resumes; a range is two of them around a dash, 至, ~ or "to". */
const POINT = [
  `\\d{1,2}\\s+${MONTH_NAME}\\s*,?\\s*(?:19|20)\\d{2}`, // 12 March 1992 (birth dates)
  `${MONTH_NAME}\\s+\\d{1,2},\\s*(?:19|20)\\d{2}`, // March 12, 1992
  '(?:19|20)\\d{2}\\s*年\\s*\\d{1,2}\\s*月(?:\\s*\\d{1,2}\\s*日)?', // 2018年9月(1日)
  '(?:19|20)\\d{2}\\s*[./-]\\s*\\d{1,2}(?:\\s*[./-]\\s*\\d{1,2})?(?!\\d)', // 2018.09, 2018/9, 1995-03-12
  '\\d{1,2}\\s*/\\s*(?:19|20)\\d{2}', // 09/2018 (month first, as in English CVs)
  `${MONTH_NAME}\\s*,?\\s*(?:19|20)\\d{2}`, // Jul 2020, September 2018
  '(?:19|20)\\d{2}\\s*年?(?![\\d./-])', // 2018 or 2018年 alone
].join('|');
const NOW = '至今|今|现在|目前|present|now|current|today';
const RANGE = new RegExp(`(${POINT})\\s*(?:-|–|—|~|～|至|到|to|－)+\\s*(${POINT}|${NOW})`, 'i');
const POINT_RE = new RegExp(`^(?:${POINT})$`, 'i');

const pad = (n: number) => String(n).padStart(2, '0');

/** One date as YYYY-MM-DD (day 01 when only a month is written), or '' when it is not a date. */
export function parseDate(raw: string): string {
  const text = normalizeText(raw).trim().toLowerCase();
  if (!POINT_RE.test(text)) return '';
  let m = /^(\d{4})\s*年\s*(\d{1,2})\s*月(?:\s*(\d{1,2})\s*日)?$/.exec(text);
  if (!m) m = /^(\d{4})\s*[./-]\s*(\d{1,2})(?:\s*[./-]\s*(\d{1,2}))?$/.exec(text);
  if (m) return ymd(Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : 1);
  m = /^(\d{1,2})\s*\/\s*(\d{4})$/.exec(text);
  if (m) return ymd(Number(m[2]), Number(m[1]), 1);
  m = /^(?:(\d{1,2})\s+)?([a-z]+)\.?\s*(?:(\d{1,2}),)?\s*,?\s*(\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS[m[2].slice(0, 3)];
    const day = Number(m[1] ?? m[3] ?? 1);
    return month ? ymd(Number(m[4]), month, day) : '';
  }
  // A year alone: January of that year, so the order of entries still holds.
  m = /^(\d{4})\s*年?$/.exec(text);
  return m ? ymd(Number(m[1]), 1, 1) : '';
}

function ymd(year: number, month: number, day: number): string {
  if (month < 1 || month > 12 || day < 1 || day > 31) return '';
  return `${year}-${pad(month)}-${pad(day)}`;
}

export interface DateRange {
  start: string;
  /** '' for 至今 / Present. */
  end: string;
  /** The text matched, so the caller can cut it out of the line. */
  text: string;
}

/** The first date range in a line ("2018.09 - 2022.06", "2020年7月至今", "Jul 2020 – Present"). */
export function findDateRange(line: string): DateRange | undefined {
  const m = RANGE.exec(normalizeText(line));
  if (!m) return undefined;
  const start = parseDate(m[1]);
  if (!start) return undefined;
  const isNow = new RegExp(`^(?:${NOW})$`, 'i').test(m[2].trim());
  const end = isNow ? '' : parseDate(m[2]);
  if (!isNow && !end) return undefined;
  return { start, end, text: m[0] };
}

/** A single date anywhere in a text (a birth date after its label). */
export function findDate(text: string): string {
  const m = new RegExp(POINT, 'i').exec(normalizeText(text));
  return m ? parseDate(m[0]) : '';
}

/**
 * Degree words → DEGREES. Longer and more specific words first (博士 before 士, 研究生 is a master's in
 * Chinese usage, 专科 is 大专). English abbreviations need word edges (BA must not match "BASIC").
 */
const DEGREE_WORDS: [RegExp, Degree][] = [
  [/博士|ph\.?\s?d\.?|doctor(?:ate)?\b|d\.phil/i, 'doctor'],
  [/硕士|研究生|master|\bm\.?\s?s\.?c?\b|\bm\.?\s?a\.?\b|\bm\.?eng\b|\bmba\b|\bmpa\b/i, 'master'],
  [/本科|学士|bachelor|\bb\.?\s?s\.?c?\b|\bb\.?\s?a\.?\b|\bb\.?eng\b|\bb\.?e\.?\b|undergraduate/i, 'bachelor'],
  [/大专|专科|高职|associate/i, 'junior_college'],
  [/中专|职高|技校|vocational/i, 'technical_secondary'],
  [/高中|high school/i, 'high_school'],
  [/初中|junior high|middle school/i, 'junior_high'],
];

/** The degree a text names, or ''. */
export function parseDegree(text: string): Degree | '' {
  for (const [re, degree] of DEGREE_WORDS) if (re.test(text)) return degree;
  return '';
}

/** How schools are named: 北京大学, 深圳职业技术学院, 第二中学, Peking University, Imperial College London. */
export const SCHOOL_RE =
  /(大学|学院|学校|中学|高中|职校|技校|university|college|institute|school|academy|polytechnic|universität|école)/i;

/** How employers are named: 有限公司, 集团, 科技, 银行, Co., Ltd., Inc., Technologies, Group, LLC. */
export const COMPANY_RE =
  /(公司|集团|科技|银行|研究院|研究所|工作室|事务所|医院|中心|co\.?,?\s*ltd\.?|\binc\.?$|\bcorp(?:oration)?\.?$|technolog(?:y|ies)$|\bgroup$|\bllc$|\bltd\.?$|\blimited$|\bgmbh$|\bbank$|\bstudio$|\blabs?$|\bconsulting$)/i;

/** Words that end job titles, so a title token is told apart from a company or a place. */
export const TITLE_RE =
  /(研发|成员|骨干|工程师|经理|专员|主管|总监|设计师|开发|运营|助理|实习生|实习|顾问|分析师|架构师|负责人|组长|主任|会计|出纳|老师|教师|销售|文员|编辑|策划|测试|产品|engineer|manager|developer|designer|analyst|intern|director|lead|consultant|specialist|architect|accountant|officer|scientist|associate|assistant|administrator|programmer|head of)/i;

/** A line reads as a sentence (a description), not as a title line: sentence punctuation or length. */
export function isSentence(line: string): boolean {
  if (/[，。；;！？、]/.test(line) || /[.!?] +[A-Z]/.test(line)) return true;
  const words = line.split(/\s+/).length;
  // "Co., Ltd." ends a company name with a period: a period ends a sentence only after several words.
  return (
    (/[a-z]{3,}\.$/.test(line) && !/\b(?:ltd|inc|corp|co)\.$/i.test(line) && words >= 6) ||
    words > 12 ||
    line.replace(/\s/g, '').length > (hasCjk(line) ? 40 : 70)
  );
}

/** Cities written without a label in a header ("Male · 1992 · Shanghai"): the large ones, in Chinese and pinyin. */
export const CITIES = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '杭州',
  '南京',
  '苏州',
  '成都',
  '重庆',
  '武汉',
  '西安',
  '天津',
  '长沙',
  '郑州',
  '青岛',
  '厦门',
  '宁波',
  '合肥',
  '济南',
  '大连',
  '沈阳',
  '福州',
  '昆明',
  '东莞',
  '佛山',
  '无锡',
  '珠海',
  '哈尔滨',
  'Beijing',
  'Shanghai',
  'Guangzhou',
  'Shenzhen',
  'Hangzhou',
  'Nanjing',
  'Suzhou',
  'Chengdu',
  'Chongqing',
  'Wuhan',
  "Xi'an",
  'Xian',
  'Tianjin',
  'Changsha',
  'Zhengzhou',
  'Qingdao',
  'Xiamen',
  'Ningbo',
  'Hefei',
  'Dalian',
  'Hong Kong',
];

/**
 * The pieces of a title line: tab, |, ｜, •, runs of spaces, and a space next to a CJK character ("北京大学
 * 计算机 本科") separate; a single space between Latin words ("Peking University") does not.
 */
export function splitTokens(line: string): string[] {
  return normalizeText(line)
    .split(
      new RegExp(
        `\\t|\\s*[|｜•·]\\s*|\\s{2,}|(?<=[${CJK}])\\s+|\\s+(?=[${CJK}])|\\s+[—–]\\s+|,\\s+(?=[A-Z])(?!(?:Ltd|Inc|LLC|Limited|Co)\\b)`,
      ),
    )
    .map((token) =>
      token
        .trim()
        .replace(/^[,，;；]|[,，;；]$/g, '')
        .trim(),
    )
    .filter(Boolean);
}
