/**
 * Lines of a resume → the proposal (common/resume-files.ts `ResumeProposal`). Sections first
 * (sections.ts), then each part by its own small rules (fields.ts). Everything not found stays ''.
 */
import type { ResumeProposal } from '@common/resume-files';
import {
  CITIES,
  COMPANY_RE,
  SCHOOL_RE,
  TITLE_RE,
  findDate,
  findDateRange,
  hasCjk,
  isSentence,
  normalizeText,
  parseDegree,
  splitTokens,
} from './fields';
import { type Section, linesOf, splitSections } from './sections';

type Basic = ResumeProposal['basic'];
type Education = ResumeProposal['educations'][number];
type Experience = ResumeProposal['experiences'][number];
type Project = ResumeProposal['projects'][number];

export function parseResume(rawLines: string[], kind: ResumeProposal['kind']): ResumeProposal {
  const lines = rawLines.map((line) => normalizeText(line).trim()).filter(Boolean);
  const sections = splitSections(lines);
  const contactLines = linesOf(sections, 'head', 'basic');
  const skillLines = linesOf(sections, 'skills');
  return {
    kind,
    basic: {
      ...parseBasic(contactLines, lines),
      selfEvaluation: joinText(linesOf(sections, 'summary')),
    },
    educations: parseEducations(linesOf(sections, 'education')),
    experiences: parseExperiences(linesOf(sections, 'experience')),
    projects: parseProjects(linesOf(sections, 'projects')),
    skills: parseSkills(skillLines, sections),
  };
}

// ---- Labels ------------------------------------------------------------------------------------------------

/** "标签：值" / "Label: value" anywhere in a line (several can share one line, split by tabs or |). */
function labelled(lines: string[], labels: string[]): string {
  const re = new RegExp(
    `(?:^|[\\t|｜]|\\s{2,}|\\s)(?:${labels.join('|')})\\s*[:：]\\s*([^\\t|｜]*?)(?=\\s{2,}|[\\t|｜]|$)`,
    'i',
  );
  for (const line of lines) {
    const m = re.exec(line);
    if (m && m[1].trim()) return m[1].trim();
  }
  return '';
}

/** A bullet or numbering at the start of a description line is layout, not text. */
const unbullet = (line: string) => line.replace(/^\s*(?:[•·●○■◆▪\-–*]|\d{1,2}[.、)]\s)\s*/, '').trim();

function joinText(lines: string[]): string {
  return lines.map(unbullet).filter(Boolean).join('\n');
}

// ---- Basic information -------------------------------------------------------------------------------------

/** Mainland mobiles: 11 digits from 13x-19x, written with spaces or dashes and maybe +86 / 0086 in front. */
function findPhone(text: string): string {
  const m = /(?:\+?86[\s-]*|0086[\s-]*)?(?<![\d])(1[3-9]\d)[\s-]?(\d{4})[\s-]?(\d{4})(?!\d)/.exec(text);
  return m ? m[1] + m[2] + m[3] : '';
}

function findEmail(text: string): string {
  const m = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/.exec(text);
  return m ? m[0] : '';
}

/** 微信号 is free text in WeChat: a letter then 5-19 letters, digits, _ or -; many people use their mobile. */
function findWechat(lines: string[]): string {
  const value = labelled(lines, ['微信号?', 'wechat(?:\\s*id)?', 'weixin', 'wx']);
  const m = /[A-Za-z][-_A-Za-z0-9]{5,19}|1[3-9]\d{9}/.exec(value.replace(/[\s-]/g, (ch) => (ch === '-' ? ch : '')));
  return m ? m[0] : '';
}

/** 性别：男, a lone 男/女 between separators in the header, or Male / Female. */
function findGender(lines: string[]): Basic['gender'] {
  const value = labelled(lines, ['性别', 'gender', 'sex']);
  const pick = (text: string): Basic['gender'] =>
    /^(男|male|m)$/i.test(text) ? 'male' : /^(女|female|f)$/i.test(text) ? 'female' : '';
  if (value) return pick(value);
  for (const line of lines) {
    for (const token of splitTokens(line)) {
      const gender = pick(token);
      if (gender && token.length > 1) return gender;
      if (gender && hasCjk(token)) return gender;
    }
  }
  return '';
}

/** 出生年月：1995.03 / 生日 / Born 12 March… / Date of Birth; or "1995年3月生" without a label. */
function findBirthDate(lines: string[]): string {
  const value = labelled(lines, [
    '出生年月',
    '出生日期',
    '出生',
    '生日',
    'date of birth',
    'birth ?date',
    'birthday',
    'dob',
    'born',
  ]);
  if (value) return findDate(value);
  // A lone date among the header's pieces ("男 | 1995年3月 | 北京") that is not a range is the birth date.
  for (const line of lines) {
    if (findDateRange(line)) continue;
    for (const token of splitTokens(line)) {
      const date = /^((?:19|20)\d{2}\s*(?:年\s*\d{1,2}\s*月|[./-]\d{1,2}(?:[./-]\d{1,2})?))(?:生|出生)?$/.exec(token);
      if (date) return findDate(date[1]);
    }
  }
  for (const line of lines) {
    const m = /((?:19|20)\d{2}\s*(?:年\s*\d{1,2}\s*月|[./-]\d{1,2}(?:[./-]\d{1,2})?))\s*(?:日\s*)?(?:生|出生)/.exec(
      line,
    );
    if (m) return findDate(m[1]);
    const born = /\bborn(?:\s+(?:in|on))?\s+(.+)$/i.exec(line);
    if (born) return findDate(born[1]);
  }
  return '';
}

/** 现居/所在城市/居住地/City/Location: the value as written, or "现居北京" without a colon. */
function findCity(lines: string[]): string {
  const value = labelled(lines, [
    '现居地?',
    '现居住地',
    '所在城市',
    '所在地',
    '居住地',
    '城市',
    '现住址',
    '地址',
    'city',
    'location',
    'based in',
    'address',
  ]);
  if (value) return value.replace(/[,，;；].*$/, '').trim();
  for (const line of lines) {
    const m = /现居\s*([\u3400-\u9fff]{2,8}?)(?=$|[\s|｜,，])/.exec(line);
    if (m) return m[1];
  }
  for (const line of lines) {
    const city = splitTokens(line).find((token) => CITIES.some((name) => name.toLowerCase() === token.toLowerCase()));
    if (city) return city;
  }
  return '';
}

/** 姓名：X / Name: X; else the first header line that is a name (2-4 Han characters, or 2-3 capitalised words). */
function findName(head: string[]): string {
  const value = labelled(head, ['姓名', 'name', 'full name']);
  if (value) return value;
  for (const line of head.slice(0, 4)) {
    for (const token of splitTokens(line)) {
      const squeezed = token.replace(/\s+/g, '');
      if (/^[\u3400-\u9fff]{2,4}$/.test(squeezed) && !/简历|求职|工程师|经理/.test(squeezed)) return squeezed;
      if (/^[A-Z][a-z]+(?: [A-Z][a-z]+){1,2}$/.test(token) && !TITLE_RE.test(token)) return token;
      if (/^[A-Z]+(?: [A-Z]+){1,2}$/.test(token) && token.length <= 30) return titleCase(token);
    }
  }
  return '';
}

const titleCase = (text: string) => text.toLowerCase().replace(/\b[a-z]/g, (ch) => ch.toUpperCase());

function parseBasic(contactLines: string[], all: string[]): Omit<Basic, 'selfEvaluation'> {
  // Contacts are looked for in the header and basic section first, then anywhere (a sidebar may hold them).
  const first = (find: (lines: string[]) => string) => find(contactLines) || find(all);
  return {
    name: findName(contactLines.length ? contactLines : all),
    gender: findGender(contactLines),
    birthDate: first(findBirthDate),
    phone: first((lines) => findPhone(lines.join('\n'))),
    email: first((lines) => findEmail(lines.join('\n'))),
    wechat: first(findWechat),
    city: first(findCity),
  };
}

// ---- Entries -----------------------------------------------------------------------------------------------

/** Tokens that are labels of their own ("时间", "学校"), or words around a degree ("in"), are no values. */
const NOISE =
  /^(时间|起止时间|学校|学校名称|专业|学历|学位|公司|公司名称|职位|岗位|部门|period|dates?|time|school|company|title|position|in|of|at|major|degree|gpa.*|绩点.*|排名.*|主修.*)$/i;

/**
 * Education and experience are lists of entries whose title lines carry a date range and a name (school or
 * company) in any order and on one or two lines. A new entry starts when a title line brings a field the
 * current entry already has; description lines (sentences) go to the current entry.
 */
interface Draft {
  dates?: { start: string; end: string };
  name?: string;
  tokens: string[];
  text: string[];
}

function draftEntries(lines: string[], nameRe: RegExp): Draft[] {
  const drafts: Draft[] = [];
  let current: Draft | undefined;
  for (const line of lines) {
    const range = findDateRange(line);
    const rest = range ? line.replace(normalizeText(range.text), ' ') : line;
    const tokens = splitTokens(rest).filter((token) => !/^[-–—~至]+$/.test(token));
    // A table's header row (时间 | 学校 | 专业 | 学历) names columns, not an entry.
    if (!range && tokens.length > 1 && tokens.every((token) => NOISE.test(token))) continue;
    const name = isSentence(rest)
      ? undefined
      : tokens.find((token) => nameRe.test(token) && token.length <= 60 && !NOISE.test(token));
    const isTitle = Boolean(range) || Boolean(name);
    if (!isTitle || !current) {
      if (!current && !isTitle) continue;
      if (!isTitle && current) {
        // A short non-sentence line right after the title (a job title, a major) is still part of it.
        if (!current.text.length && !isSentence(line) && tokens.length <= 4 && line.length <= 40) {
          current.tokens.push(...tokens);
        } else current.text.push(line);
        continue;
      }
    }
    const clash = !current || (range && current.dates) || (name && current.name) || current.text.length > 0;
    if (clash) {
      current = { tokens: [], text: [] };
      drafts.push(current);
    }
    const draft = current as Draft;
    if (range) draft.dates = { start: range.start, end: range.end };
    if (name) draft.name = name;
    draft.tokens.push(...tokens.filter((token) => token !== name));
  }
  return drafts;
}

/** "专业：X" or a "Major in X" / "B.S. in X" tail. */
function majorOf(tokens: string[]): string {
  for (const token of tokens) {
    const m = /(?:专业\s*[:：]|major\s*[:：]?|\bin\s+)(.+)$/i.exec(token);
    if (m) return m[1].trim();
  }
  return (
    tokens.find(
      (token) => !parseDegree(token) && !NOISE.test(token) && !/^[:：]/.test(token) && !/\d{4}/.test(token),
    ) ?? ''
  );
}

function parseEducations(lines: string[]): Education[] {
  return draftEntries(lines, SCHOOL_RE)
    .filter((draft) => draft.name || draft.dates)
    .map((draft) => {
      const all = [...draft.tokens, ...draft.text];
      const degreeToken = all.find((token) => parseDegree(token));
      const rest = draft.tokens.filter((token) => token !== degreeToken || /\bin\s+/i.test(token));
      return {
        school: cleanName(draft.name ?? ''),
        degree: degreeToken ? parseDegree(degreeToken) : '',
        major: majorOf(rest.map((token) => token.replace(/^(专业|major)\s*[:：]\s*/i, ''))).replace(/专业$/, ''),
        startDate: draft.dates?.start ?? '',
        graduationDate: draft.dates?.end ?? '',
      };
    });
}

/** A labelled entry ("公司名称：X", "School: X") carries its label in the name piece. */
const cleanName = (text: string) =>
  text
    .replace(
      /^(学校名称|学校|公司名称|公司|单位名称|单位|company(?: name)?|employer|school|university)\s*[:：]\s*/i,
      '',
    )
    .trim();

/** "Software Engineer at Alibaba" / "Engineer, Acme Inc." carry both parts in one token. */
function splitAt(tokens: string[]): string[] {
  return tokens.flatMap((token) => {
    const m = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(token);
    return m ? [m[1], m[2]] : token.split(/,\s+(?=[A-Z])(?!(?:Ltd|Inc|LLC|Limited|Co)\b)/);
  });
}

function parseExperiences(lines: string[]): Experience[] {
  const prepared = lines.map((line) => {
    const m = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(line);
    return m && !isSentence(line) && COMPANY_RE.test(m[2]) ? `${m[1]}\t${m[2]}` : line;
  });
  return draftEntries(prepared, COMPANY_RE)
    .filter((draft) => draft.name || draft.dates)
    .map((draft) => {
      const tokens = splitAt(draft.tokens).map((token) =>
        token.replace(/^(职位|岗位|职务|title|position|role)\s*[:：]\s*/i, ''),
      );
      const title =
        labelled(draft.tokens, ['职位', '岗位', '职务', 'title', 'position']) ||
        tokens.find((token) => TITLE_RE.test(token) && !COMPANY_RE.test(token)) ||
        tokens.find((token) => !NOISE.test(token) && !/\d{4}/.test(token) && !/^(部门|department)/i.test(token)) ||
        '';
      return {
        company: cleanName(draft.name ?? ''),
        jobTitle: title,
        startDate: draft.dates?.start ?? '',
        endDate: draft.dates?.end ?? '',
        content: joinText(
          draft.text.map((line) =>
            line.replace(/^(工作内容|工作职责|职责|描述|description|responsibilities)\s*[:：]\s*/i, ''),
          ),
        ),
      };
    });
}

// ---- Projects ----------------------------------------------------------------------------------------------

const PROJECT_LABELS = {
  name: /^(项目名称|项目|project(?: name)?)\s*[:：]\s*/i,
  role: /^(担任角色|项目角色|角色|职责角色|role)\s*[:：]\s*/i,
  description: /^(项目描述|项目简介|项目内容|描述|简介|description|details)\s*[:：]\s*/i,
  performance: /^(项目业绩|项目成果|业绩|成果|成绩|results?|achievements?|outcomes?|impact)\s*[:：]\s*/i,
  duties: /^(主要职责|职责|工作内容|responsibilities)\s*[:：]\s*/i,
};

/**
 * Projects: a title line (name, maybe role and dates) then labelled or plain lines. Labels decide where a
 * line goes (业绩/成果/Results → performance); plain sentences are the description. A new project starts at
 * a 项目名称 label, at a line with a date range, or at a short plain line once the current one has text.
 */
function parseProjects(lines: string[]): Project[] {
  const projects: (Project & { field: keyof Project })[] = [];
  let current: (typeof projects)[number] | undefined;
  const start = () => {
    current = { name: '', role: '', description: '', performance: '', field: 'description' };
    projects.push(current);
    return current;
  };
  const add = (project: (typeof projects)[number], field: 'description' | 'performance', text: string) => {
    project[field] = project[field] ? `${project[field]}\n${text}` : text;
    project.field = field;
  };
  for (const raw of lines) {
    const line = unbullet(raw);
    if (PROJECT_LABELS.name.test(line)) {
      const project = current && !current.name ? current : start();
      takeTitle(project, line.replace(PROJECT_LABELS.name, ''));
      continue;
    }
    if (PROJECT_LABELS.role.test(line)) {
      (current ?? start()).role = line.replace(PROJECT_LABELS.role, '').trim();
      continue;
    }
    if (PROJECT_LABELS.performance.test(line)) {
      add(current ?? start(), 'performance', line.replace(PROJECT_LABELS.performance, '').trim());
      continue;
    }
    if (PROJECT_LABELS.description.test(line) || PROJECT_LABELS.duties.test(line)) {
      const label = PROJECT_LABELS.description.test(line) ? PROJECT_LABELS.description : PROJECT_LABELS.duties;
      add(current ?? start(), 'description', line.replace(label, '').trim());
      continue;
    }
    const range = findDateRange(line);
    const titleLike = !isSentence(line) && line.length <= 50;
    if (range || (titleLike && (!current || current.description || current.performance))) {
      takeTitle(current && !current.name && !current.description ? current : start(), line);
      continue;
    }
    if (!current) continue;
    add(current, current.field === 'performance' ? 'performance' : 'description', line);
  }
  return projects
    .filter((project) => project.name || project.description)
    .map(({ field: _field, ...project }) => project);
}

/** "智能客服系统 | 前端负责人 | 2021.03-2021.12": the name, then a role-like token. */
function takeTitle(project: Project, line: string) {
  const range = findDateRange(line);
  const rest = range ? line.replace(normalizeText(range.text), ' ') : line;
  // Only strong separators here: a project name may mix scripts ("DJI Fly 设计规范").
  const tokens = normalizeText(rest)
    .split(/\t|\s*[|｜]\s*|\s{2,}|\s+[—–]\s+/)
    .map((token) => token.trim())
    .filter((token) => token && !/^[-–—~至]+$/.test(token));
  // The usual order is "name | role | dates": a short second piece is the role even without a title word.
  const role =
    tokens.find((token, i) => i > 0 && (TITLE_RE.test(token) || PROJECT_LABELS.role.test(token))) ??
    (tokens.length === 2 && tokens[1].length <= 12 ? tokens[1] : undefined);
  if (role) project.role = role.replace(PROJECT_LABELS.role, '');
  project.name =
    tokens
      .filter((token) => token !== role)
      .join(' ')
      .trim() || project.name;
}

// ---- Skills, languages, certificates -----------------------------------------------------------------------

/** Skills text as written; "语言：…" and "证书：…" lines inside a skills section go to their own fields. */
function parseSkills(skillLines: string[], sections: Section[]): ResumeProposal['skills'] {
  const language = /^(语言|外语|语言能力|languages?)\s*[:：]\s*/i;
  const certificate = /^(证书|资格证书|certificates?|certifications?)\s*[:：]\s*/i;
  const skills: string[] = [];
  const languages = linesOf(sections, 'languages');
  const certificates = linesOf(sections, 'certificates');
  for (const line of skillLines) {
    if (language.test(line)) languages.push(line.replace(language, ''));
    else if (certificate.test(line)) certificates.push(line.replace(certificate, ''));
    else skills.push(line);
  }
  return { professionalSkills: joinText(skills), languages: joinText(languages), certificates: joinText(certificates) };
}
