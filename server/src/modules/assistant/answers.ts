/**
 * The built-in answers: retrieval and rules, no language model. A question understood (./understand.ts) is
 * answered from the same services the pages use, as the asking user: positions from the real search (city
 * and salary as filters, each card saying why it matches), the user's applications, interviews, resume gaps
 * and waiting contracts; for a recruiter, candidates and a first draft of a position description.
 */
import {
  ASSISTANT_CARDS_MAX,
  type AssistantCard,
  type AssistantEvent,
  type AssistantGoal,
  type CheckedGoal,
} from '@common/assistant';
import { formatChinaTime } from '@common/china-time';
import { formatSalary, type SalaryTerms } from '@common/format';
import type { Locale } from '@common/i18n';
import { MSG, t } from '@common/messages';
import type { PositionSummary } from '@common/positions';
import type { Understanding } from './understand';

/** What the assistant reads and writes of other modules, always as the asking user (wired in ./tools.ts). */
export interface AssistantTools {
  searchPositions: (query: {
    keyword?: string;
    region?: string;
    jobType?: 'full' | 'part';
    salaryMin?: string;
    salaryMax?: string;
    /** the unit of the salary filter ('month' keeps day and hour pay out even without a range) */
    salaryUnit?: 'month' | 'day' | 'hour';
  }) => Promise<Array<PositionSummary & { conditions?: string | null }>>;
  myApplications: (
    userId: number,
    locale: Locale,
  ) => Promise<Array<{ positionTitle: string; companyName: string; status: string }>>;
  myInterviews: (
    userId: number,
  ) => Promise<Array<{ positionTitle: string; companyName: string; status: string; time: string; method: string }>>;
  resumeGaps: (userId: number) => Promise<{ completeness: number; missing: string[] } | undefined>;
  waitingContracts: (userId: number) => Promise<Array<{ id: number; partyAName: string; deadline: string | null }>>;
  candidates: (recruiterId: number, position: string) => Promise<Array<{ id: number; name: string; summary: string }>>;
  saveExpectation: (userId: number, goal: CheckedGoal) => Promise<void>;
}

/** What an answer leaves to store: its whole text, its cards and the goal it offered. */
export interface AnswerResult {
  text: string;
  cards: AssistantCard[];
  goal: AssistantGoal | null;
}

/** A card's salary as every other screen writes it (1.4万-2.3万·13薪, 25元/时, 面议), from common/format. */
export const salaryText = (position: SalaryTerms) => formatSalary(position, 'zh-Hans');

/**
 * Whether a position's pay fits the goal's monthly range: 面议 fits any; day and hour pay are not compared to a
 * month's and fit only when the seeker asked for part-time (then unranged, as the list keeps them).
 */
export function salaryFits(goal: Understanding, position: PositionSummary): boolean {
  if (!goal.salary || goal.salary.negotiable || position.negotiable) return true;
  const unit = goal.salary.unit ?? 'month';
  // A day or hour goal (日薪300) compares in its own unit; a monthly one keeps other units for part-time only.
  if (position.salaryUnit !== unit) return unit === 'month' && goal.jobType === 'part';
  return (
    (goal.salary.min === undefined || position.salaryMax >= goal.salary.min) &&
    (goal.salary.max === undefined || position.salaryMin <= goal.salary.max)
  );
}

const PAY_UNIT_WORD = { month: '月', day: '天', hour: '时' } as const;

const RESUME_SECTION_NAMES: Record<string, string> = {
  basic: '基本信息',
  expectations: '求职期望',
  experiences: '工作经历',
  projects: '项目经历',
  educations: '教育经历',
  skills: '技能特长',
};
const STATUS_NAMES: Record<string, string> = {
  delivered: '已投递',
  passed: '已通过',
  rejected: '未通过',
  invited: '待接受',
  waiting: '待面试',
  failed: '未通过',
};

/** A goal complete enough for a job expectation: position words, a place and a salary. */
export function savableGoal(goal: Understanding): AssistantGoal | null {
  // An expectation states monthly pay: a goal by the day or the hour is searched, not saved.
  if (!goal.keywords.length || !goal.region || !goal.salary || goal.salary.negotiable) return null;
  if (goal.salary.unit && goal.salary.unit !== 'month') return null;
  return {
    position: goal.keywords.join(''),
    location: goal.region.code,
    locationName: goal.region.name,
    salaryMin: goal.salary.min ?? goal.salary.max ?? 0,
    salaryMax: goal.salary.max ?? goal.salary.min ?? 0,
    jobType: goal.jobType ?? 'full',
  };
}

export function createBuiltInAnswers(reads: AssistantTools) {
  /** Why a position matches the goal: 城市, 薪资 and each wish, ticked or missing. */
  function reasons(
    goal: Understanding,
    position: PositionSummary & { conditions?: string | null },
  ): AssistantCard['reasons'] {
    const out: AssistantCard['reasons'] = [];
    if (goal.region) out.push({ label: '城市', ok: true });
    if (goal.salary && !goal.salary.negotiable) out.push({ label: '薪资', ok: salaryFits(goal, position) });
    for (const wish of goal.wishes) {
      const text = `${position.title} ${position.conditions ?? ''}`;
      out.push({ label: wish, ok: text.includes(wish) });
    }
    return out;
  }

  async function* searchAnswer(goal: Understanding): AsyncGenerator<AssistantEvent, AnswerResult> {
    const filters = {
      region: goal.region?.code,
      jobType: goal.jobType,
      salaryMin: goal.salary?.min !== undefined ? String(goal.salary.min) : undefined,
      salaryMax: goal.salary?.max !== undefined ? String(goal.salary.max) : undefined,
      // A monthly goal is not matched to 25元/时: without part-time asked, even the relaxed search (no range)
      // keeps to monthly pay.
      salaryUnit:
        goal.salary && !goal.salary.negotiable
          ? (goal.salary.unit ?? (goal.jobType !== 'part' ? ('month' as const) : undefined))
          : undefined,
    };
    const keyword = goal.keywords.join(' ') || undefined;
    let found = await reads.searchPositions({ ...filters, keyword });
    let relaxed = '';
    if (!found.length && keyword && goal.keywords.length > 1) {
      found = await reads.searchPositions({ ...filters, keyword: goal.keywords[0] });
    }
    if (!found.length && (filters.salaryMin || filters.salaryMax)) {
      found = await reads.searchPositions({ ...filters, salaryMin: undefined, salaryMax: undefined, keyword });
      if (found.length) relaxed = '没有完全符合薪资的职位，放宽薪资后找到这些：';
    }
    const said: string[] = [];
    const what = [
      goal.region ? `城市：${goal.region.name}` : '',
      goal.keywords.length ? `职位：${goal.keywords.join('、')}` : '',
      goal.salary?.negotiable
        ? '薪资：面议'
        : goal.salary
          ? `薪资：${goal.salary.min ? `${goal.salary.min}元` : ''}${goal.salary.min && goal.salary.max ? '-' : goal.salary.min ? '以上' : ''}${goal.salary.max ? `${goal.salary.max}元` : ''}${!goal.salary.min && goal.salary.max ? '以下' : ''}/${PAY_UNIT_WORD[goal.salary.unit ?? 'month']}`
          : '',
      goal.jobType ? `类型：${goal.jobType === 'part' ? '兼职' : '全职'}` : '',
      goal.wishes.length ? `希望：${goal.wishes.join('、')}` : '',
    ].filter(Boolean);
    said.push(`我理解的求职目标是——${what.join('；') || '不限'}。`);
    yield { type: 'delta', text: said[0] };
    const cards = found.slice(0, ASSISTANT_CARDS_MAX).map((position): AssistantCard => ({
      kind: 'position',
      id: position.id,
      title: position.title,
      subtitle: `${position.companyName} · ${position.regionName}`,
      salary: salaryText(position),
      reasons: reasons(goal, position),
    }));
    const summary = cards.length
      ? `${relaxed || `为你找到 ${found.length >= ASSISTANT_CARDS_MAX ? `${ASSISTANT_CARDS_MAX} 个以上` : `${cards.length} 个`}匹配的职位：`}`
      : '暂时没有找到匹配的职位，可以换个城市或放宽薪资再试试。';
    said.push(summary);
    yield { type: 'delta', text: summary };
    if (cards.length) yield { type: 'cards', cards };
    const goalToSave = savableGoal(goal);
    if (goalToSave) {
      const offer = '需要的话，我可以把这个目标保存为你简历上的求职期望。';
      said.push(offer);
      yield { type: 'delta', text: offer };
      yield { type: 'offer', action: 'saveExpectation', goal: goalToSave };
    }
    return { text: said.join(''), cards, goal: goalToSave };
  }

  async function* answer(
    userId: number,
    identity: 'seeker' | 'recruiter',
    goal: Understanding,
    locale: Locale,
  ): AsyncGenerator<AssistantEvent, AnswerResult> {
    const write = async function* (
      text: string,
    ): AsyncGenerator<AssistantEvent, { text: string; cards: AssistantCard[]; goal: null }> {
      // Sentence by sentence, as it is written.
      for (const part of text.split(/(?<=[。；！？\n])/)) if (part) yield { type: 'delta', text: part };
      return { text, cards: [], goal: null };
    };
    switch (goal.intent) {
      case 'search':
        return yield* searchAnswer(goal);
      case 'applications': {
        const rows = await reads.myApplications(userId, locale);
        if (!rows.length) return yield* write('你还没有投递记录。告诉我你想找什么工作，我帮你找职位。');
        const counts = new Map<string, number>();
        for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
        const lines = [...counts].map(([status, n]) => `${STATUS_NAMES[status] ?? status} ${n} 个`).join('，');
        const latest = rows
          .slice(0, 3)
          .map((row) => `「${row.positionTitle}」${row.companyName}：${STATUS_NAMES[row.status] ?? row.status}`)
          .join('\n');
        return yield* write(
          `你一共投递了 ${rows.length} 个职位：${lines}。\n最近的：\n${latest}\n可以在「我的—已申请职位」查看全部。`,
        );
      }
      case 'interviews': {
        const rows = (await reads.myInterviews(userId)).filter(
          (row) => row.status === 'invited' || row.status === 'waiting',
        );
        if (!rows.length)
          return yield* write('目前没有待参加的面试。投递后，招聘者的面试邀请会出现在「我的—求职记录」。');
        const next = rows[0];
        const when = formatChinaTime(next.time);
        return yield* write(
          `你有 ${rows.length} 个待进行的面试，最近一个是 ${next.companyName}「${next.positionTitle}」，时间 ${when}。\n面试前的准备：\n1. 复习职位要求，准备与之对应的项目经历；\n2. 确认面试方式和地点（或线上链接），提前 10 分钟到场或上线；\n3. 带上简历、身份证和作品集；\n4. 准备两三个想问面试官的问题。`,
        );
      }
      case 'resume': {
        const gaps = await reads.resumeGaps(userId);
        if (!gaps) return yield* write('你还没有创建简历。先填写基本信息，再补充教育经历和求职期望。');
        if (!gaps.missing.length)
          return yield* write(`你的简历完整度 ${gaps.completeness}%，各部分都已填写。可以在工作经历中多写量化的成果。`);
        return yield* write(
          `你的简历完整度 ${gaps.completeness}%，还缺：${gaps.missing.map((m) => RESUME_SECTION_NAMES[m] ?? m).join('、')}。补全后更容易被招聘者找到。`,
        );
      }
      case 'contract': {
        const rows = await reads.waitingContracts(userId);
        if (!rows.length) return yield* write('你目前没有待签署的合同。面试通过后，招聘者会在这里发送劳动合同。');
        return yield* write(
          `你有 ${rows.length} 份待签署的劳动合同（${rows[0].partyAName}）。签署步骤：\n1. 阅读合同全文；\n2. 核对并补充你的身份证号、地址和工资卡；\n3. 输入姓名和身份证号核验身份；\n4. 输入短信验证码；\n5. 手写签名确认。\n在「合同签署」中打开即可。`,
        );
      }
      case 'candidates': {
        if (identity !== 'recruiter') return yield* write('查找候选人需要切换到招聘者身份。');
        const position = goal.keywords.join('') || '';
        const rows = await reads.candidates(userId, position);
        if (!rows.length) return yield* write(`暂时没有找到「${position || '该职位'}」的候选人，可以换个关键词试试。`);
        const cards = rows.slice(0, ASSISTANT_CARDS_MAX).map((row): AssistantCard => ({
          kind: 'candidate',
          id: row.id,
          title: row.name,
          subtitle: row.summary,
          salary: '',
          reasons: [],
        }));
        const text = `为你找到 ${cards.length} 位「${position}」相关的候选人：`;
        yield { type: 'delta', text };
        yield { type: 'cards', cards };
        return { text, cards, goal: null };
      }
      case 'describePosition': {
        const title = goal.keywords.join('') || '该职位';
        return yield* write(
          `「${title}」职位描述（初稿）：\n岗位职责：\n1. 负责${title}相关工作的规划与实施；\n2. 与产品、设计、测试等团队协作，按时高质量交付；\n3. 持续改进工作方法，沉淀文档与规范。\n任职要求：\n1. 本科及以上学历，相关专业优先；\n2. 具备${title}所需的专业技能，有相关项目经验；\n3. 良好的沟通能力和团队合作精神。\n可以在「发布职位」中修改后使用。`,
        );
      }
      case 'saveExpectation':
        return yield* write('请先告诉我你的目标（城市、职位和薪资），我找到职位后点「保存为求职期望」即可。');
      default:
        return yield* write(
          t(locale, MSG.app.name) +
            '私人助理可以：按你的描述找职位（例如“想在杭州找前端，月薪2万左右，双休”），查看投递和面试进度，检查简历还缺什么，说明合同怎么签。',
        );
    }
  }

  return { answer };
}
