/**
 * Understanding a job goal written in plain Chinese, without a language model: the built-in assistant's
 * intent and slots. "想在杭州找前端，月薪2万左右，双休" -> search, city 杭州 (330100), position 前端, salary
 * 17,000-23,000 a month, wishes 双休. City and salary become structured filters (not search words); what is
 * left after taking them out are the position words.
 *
 * Salary expressions: 2万 / 1.5万 / 2w, 15k / 15K / 15千, 15-20K / 15k-20k / 1.5-2万 / 15到20k, 月薪8000,
 * 年薪30万 (divided by 12), with 左右/上下 (±15 %), 以上/起 (a minimum), 以下/以内 (a maximum); 面议 and 不限
 * mean no salary filter. 实习 stays a search word (the job types are full and part time). Regions: provinces, cities and districts of the region tree, with or without their
 * 省/市/区/县 suffix (the longest match wins, a district beats its city).
 */
import { JOB_TYPES, type JobType } from '@common/constants';
import { regionTree, type RegionNode } from '../regions/regions.service';

export type Intent =
  | 'search'
  | 'applications'
  | 'interviews'
  | 'resume'
  | 'contract'
  | 'saveExpectation'
  | 'candidates'
  | 'describePosition'
  | 'help';

export interface Understanding {
  intent: Intent;
  region?: { code: string; name: string };
  /** yuan per `unit` (a month unless 日薪 / 时薪 / 元/天 / 元/时 said otherwise) */
  salary?: { min?: number; max?: number; negotiable?: boolean; unit?: 'month' | 'day' | 'hour' };
  jobType?: JobType;
  /** Years of experience asked for (0 = a graduate / none). */
  experienceYears?: number;
  /** Position words left after the slots were taken out. */
  keywords: string[];
  /** Wishes matched against a position's conditions (双休, 五险一金...). */
  wishes: string[];
}

const WISHES = [
  '双休',
  '五险一金',
  '六险一金',
  '不加班',
  '远程',
  '包吃住',
  '包住',
  '弹性',
  '年终奖',
  '带薪年假',
  '餐补',
  '房补',
];
const JOB_TYPE_WORDS: Array<[RegExp, JobType]> = [
  [/兼职|小时工|零工/, 'part'],
  [/全职|正式/, 'full'],
];
const STOP =
  /年薪|收入|我想|我要|想要|希望|请问|帮我|帮忙|看看|推荐|一下|有没有|有什么|哪些|什么|找个|找份|找一份|找一个|找|工作|职位|岗位|机会|的|在|去|到|做|干|一份|一个|附近|城市|月薪|薪资|薪水|工资|待遇|左右|上下|以上|以下|以内|起|要求|最好|可以|能|和|或者|或|、|，|,|。|\.|！|!|？|\?|；|;|：|:|\s+/g;

interface RegionName {
  name: string;
  code: string;
  label: string;
  depth: number;
}

let names: RegionName[] | undefined;

/** Every region name, with and without its suffix, longest first. */
function regionNames(): RegionName[] {
  if (names) return names;
  const out: RegionName[] = [];
  const add = (node: RegionNode, depth: number, label: string) => {
    const full = node.text;
    out.push({ name: full, code: node.value, label, depth });
    const short = full.replace(/(特别行政区|自治区|自治州|自治县|地区|省|市|区|县)$/, '');
    // Zones (开发区, 新区, 园区...) keep their full names: their short forms are everyday words (开发).
    const zone = /开发|经济|技术|高新|新区|园区|管理|工业/.test(full);
    if (short.length >= 2 && short !== full && !zone) out.push({ name: short, code: node.value, label, depth });
  };
  for (const province of regionTree()) {
    add(province, 0, province.text);
    for (const city of province.children ?? []) {
      const cityLabel = city.text === '市辖区' || city.text === '县' ? province.text : city.text;
      if (city.text !== '市辖区' && city.text !== '县') add(city, 1, city.text);
      for (const district of city.children ?? []) add(district, 2, `${cityLabel.replace(/市$/, '')}·${district.text}`);
    }
  }
  // Longest first; at equal length the deeper (more precise) one.
  names = out.sort((a, b) => b.name.length - a.name.length || b.depth - a.depth);
  return names;
}

/**
 * The most precise region the text names, and the text without it. A name several regions share (南山, 西安,
 * 长沙) is read as the one whose city or province the text also names, else as the broadest of them.
 */
function findRegion(text: string): { region?: Understanding['region']; rest: string } {
  let rest = text;
  const byName = new Map<string, RegionName[]>();
  for (const candidate of regionNames()) {
    if (!rest.includes(candidate.name) && !byName.has(candidate.name)) continue;
    byName.set(candidate.name, [...(byName.get(candidate.name) ?? []), candidate]);
  }
  for (const name of byName.keys()) rest = rest.replace(name, ' ');
  const matched = [...byName.values()].flat();
  const ancestorNamed = (candidate: RegionName) =>
    matched.some(
      (other) =>
        other.name !== candidate.name &&
        other.depth < candidate.depth &&
        candidate.code.startsWith(other.code.slice(0, other.depth === 0 ? 2 : 4)),
    );
  let best: RegionName | undefined;
  for (const candidates of byName.values()) {
    const pick =
      candidates.filter(ancestorNamed).sort((a, b) => b.depth - a.depth)[0] ??
      [...candidates].sort((a, b) => a.depth - b.depth)[0];
    if (!best || pick.depth > best.depth) best = pick;
  }
  return { region: best && { code: best.code, name: best.label.replace(/市$/, '') }, rest };
}

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const UNIT = String.raw`([kK千万wW])`;
const unitValue = (unit: string | undefined) => (!unit ? 1 : /[万wW]/.test(unit) ? 10_000 : 1_000);

/**
 * Words that say the pay is by the day or the hour (日薪300, 300元/天, 每小时25元, 时薪25): removed from the text
 * and the amount read in that unit, as said (no thousands: 25 an hour is 25).
 */
const PER_AMOUNT = String.raw`(?=\d+(?:\.\d+)?\s*元)`;
const DAY_PAY = new RegExp(
  String.raw`日薪|日结|元\s*(?:\/|每|一)\s*天|(?<=\d)\s*\/\s*天|(?:每天|一天)\s*${PER_AMOUNT}`,
);
const HOUR_PAY = new RegExp(
  String.raw`时薪|元\s*(?:\/|每|一)\s*(?:小时|时)|(?<=\d)\s*\/\s*(?:小时|时)|(?:每小时|一小时)\s*${PER_AMOUNT}`,
);

/** The salary expression of the text (yuan per month, day or hour), and the text without it. */
function findSalary(text: string): { salary?: Understanding['salary']; rest: string } {
  const unit = HOUR_PAY.test(text) ? 'hour' : DAY_PAY.test(text) ? 'day' : undefined;
  if (!unit) return findMonthlySalary(text);
  const rest = text.replace(new RegExp((unit === 'hour' ? HOUR_PAY : DAY_PAY).source, 'g'), ' ');
  const range = new RegExp(String.raw`${NUM}\s*(?:元)?\s*(?:-|~|～|—|到|至)\s*${NUM}`).exec(rest);
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b);
    return { salary: { min, max, unit }, rest: rest.replace(range[0], ' ') };
  }
  const single = new RegExp(String.raw`${NUM}`).exec(rest);
  if (!single) return { rest };
  const value = Number(single[1]);
  const after = rest.slice(single.index + single[0].length, single.index + single[0].length + 4);
  const without = rest.replace(single[0], ' ');
  if (/^\s*元?\s*(以上|起|往上|\+)/.test(after)) return { salary: { min: value, unit }, rest: without };
  if (/^\s*元?\s*(以下|以内|之内)/.test(after)) return { salary: { max: value, unit }, rest: without };
  // A bare amount: around it, as for a month.
  return { salary: { min: Math.round(value * 0.85), max: Math.round(value * 1.15), unit }, rest: without };
}

/** A monthly salary expression (monthly yuan), and the text without it. */
function findMonthlySalary(text: string): { salary?: Understanding['salary']; rest: string } {
  if (/面议/.test(text)) return { salary: { negotiable: true }, rest: text.replace(/面议/g, ' ') };
  const yearly = /年薪/.test(text);
  const perMonth = (value: number) => Math.round(yearly ? value / 12 : value);
  const range = new RegExp(String.raw`${NUM}\s*${UNIT}?\s*(?:-|~|～|—|到|至)\s*${NUM}\s*${UNIT}?`).exec(text);
  if (range) {
    const unit = range[4] ?? range[2];
    const scale = (value: string, own: string | undefined) => Number(value) * unitValue(own ?? unit);
    let min = scale(range[1], range[2]);
    let max = scale(range[3], range[4]);
    // "15-20" without a unit and small numbers read as thousands (15-20K is what people mean).
    if (!unit && max < 100) {
      min *= 1_000;
      max *= 1_000;
    }
    if (min > max) [min, max] = [max, min];
    return { salary: { min: perMonth(min), max: perMonth(max) }, rest: text.replace(range[0], ' ') };
  }
  const single =
    new RegExp(String.raw`${NUM}\s*${UNIT}`).exec(text) ??
    new RegExp(String.raw`(?:月薪|薪资|工资|薪水|年薪|收入)\s*${NUM}()`).exec(text) ??
    new RegExp(String.raw`(?<![\d.])(\d{4,6})()(?=\s*(?:左右|上下|以上|以下|以内|起|元))`).exec(text);
  if (!single) return { rest: text.replace(/薪资不限|工资不限|不限薪资/g, ' ') };
  const value = perMonth(Number(single[1]) * unitValue(single[2] || undefined));
  const after = text.slice(single.index + single[0].length, single.index + single[0].length + 3);
  const rest = text.replace(single[0], ' ');
  if (/^\s*(以上|起|往上|\+)/.test(after)) return { salary: { min: value }, rest };
  if (/^\s*(以下|以内|之内)/.test(after)) return { salary: { max: value }, rest };
  // 左右 / 上下, or a bare amount: around it.
  return { salary: { min: Math.round(value * 0.85), max: Math.round(value * 1.15) }, rest };
}

function findIntent(text: string, recruiter: boolean): Intent | undefined {
  if (/保存|存为|设为|添加为?.{0,4}(求职)?期望/.test(text)) return 'saveExpectation';
  if (recruiter && /(职位|岗位)?描述|JD|写.{0,4}(职位|岗位)/.test(text)) return 'describePosition';
  if (recruiter && /候选人|人才|推荐.{0,6}(人|简历)|找人|招人/.test(text)) return 'candidates';
  if (/投递|申请(记录|进度|状态)|我的申请/.test(text)) return 'applications';
  if (/面试/.test(text)) return 'interviews';
  if (/合同|签约|签署/.test(text)) return 'contract';
  if (/简历|完善|怎么提高|缺什么|补充/.test(text)) return 'resume';
  return undefined;
}

export function understand(input: string, options: { recruiter?: boolean } = {}): Understanding {
  const text = input.trim().slice(0, 500);
  const intent = findIntent(text, options.recruiter ?? false);
  const wishes = WISHES.filter((wish) => text.includes(wish));
  let rest = text;
  for (const wish of wishes) rest = rest.replaceAll(wish, ' ');
  const salaryFound = findSalary(rest);
  rest = salaryFound.rest;
  const regionFound = findRegion(rest);
  rest = regionFound.rest;
  let jobType: JobType | undefined;
  for (const [pattern, type] of JOB_TYPE_WORDS) {
    if (pattern.test(rest)) {
      jobType = type;
      rest = rest.replace(pattern, ' ');
      break;
    }
  }
  // Pay by the day or the hour is part-time pay (the job types are full and part time).
  if (!jobType && salaryFound.salary?.unit) jobType = 'part';
  let experienceYears: number | undefined;
  const experience = /(\d+)\s*年(?:以上|及以上)?(?:工作)?经验|经验\s*(\d+)\s*年/.exec(rest);
  if (experience) {
    experienceYears = Number(experience[1] ?? experience[2]);
    rest = rest.replace(experience[0], ' ');
  } else if (/应届|无经验|没有经验|零经验/.test(rest)) {
    experienceYears = 0;
    rest = rest.replace(/应届(生|毕业生)?|无经验|没有经验|零经验/, ' ');
  }
  rest = rest.replace(/不限|双休|经验/g, ' ');
  const keywords = rest
    .replace(STOP, ' ')
    .split(' ')
    .map((word) => word.trim())
    .filter((word) => word.length >= 2 || /^[A-Za-z+#.]+$/.test(word));
  if (keywords.length && keywords.every((word) => /^(你好|您好|在吗|hi|hello|谢谢|多谢)$/i.test(word)))
    keywords.length = 0;
  const hasSlots =
    Boolean(regionFound.region || salaryFound.salary || jobType || keywords.length || wishes.length) ||
    experienceYears !== undefined;
  return {
    intent: intent ?? (hasSlots ? 'search' : 'help'),
    region: regionFound.region,
    salary: salaryFound.salary,
    jobType,
    experienceYears,
    keywords,
    wishes,
  };
}

export { JOB_TYPES };
