/**
 * Sections by their headings. Resumes name sections in many ways (教育背景 / 教育经历 / Education); a line is a
 * heading when, without decoration (【】, ■, ——, a trailing colon, an English twin "教育背景 Education"),
 * it is one of the known words. Lines before the first heading are the header (name and contacts).
 */
import { normalizeText } from './fields';

export type SectionKind =
  | 'head'
  | 'basic'
  | 'education'
  | 'experience'
  | 'projects'
  | 'skills'
  | 'summary'
  | 'certificates'
  | 'languages'
  | 'other';

const HEADINGS: [SectionKind, string[]][] = [
  [
    'basic',
    [
      '基本信息',
      '个人信息',
      '个人资料',
      '联系方式',
      'personal information',
      'personal info',
      'personal details',
      'contact',
      'contact information',
      'contacts',
    ],
  ],
  [
    'education',
    [
      '教育背景',
      '教育经历',
      '学历',
      '学历背景',
      'education',
      'education background',
      'educational background',
      'academic background',
    ],
  ],
  [
    'experience',
    [
      '工作经历',
      '工作经验',
      '实习经历',
      '实习经验',
      '工作履历',
      '职业经历',
      'experience',
      'work experience',
      'professional experience',
      'employment',
      'employment history',
      'work history',
      'internship',
      'internships',
      'career history',
    ],
  ],
  [
    'projects',
    ['项目经历', '项目经验', '项目', '主要项目', 'projects', 'project experience', 'selected projects', 'key projects'],
  ],
  [
    'skills',
    [
      '专业技能',
      '技能特长',
      '个人技能',
      '技能',
      '技能专长',
      '技能证书',
      'skills',
      'technical skills',
      'core skills',
      'skills & tools',
      'expertise',
    ],
  ],
  [
    'summary',
    [
      '自我评价',
      '个人评价',
      '自我介绍',
      '个人简介',
      '个人总结',
      'summary',
      'profile',
      'about me',
      'professional summary',
      'self evaluation',
      'objective',
    ],
  ],
  [
    'certificates',
    [
      '证书',
      '资格证书',
      '获奖证书',
      '证书奖项',
      '荣誉奖项',
      'certificates',
      'certifications',
      'awards',
      'honors',
      'licenses & certifications',
    ],
  ],
  ['languages', ['语言', '语言能力', '外语能力', '语言技能', 'languages', 'language skills', 'language']],
  ['other', ['兴趣爱好', '求职意向', 'hobbies', 'interests', 'references', 'career objective']],
];

const BY_WORD = new Map<string, SectionKind>();
for (const [kind, words] of HEADINGS) for (const word of words) BY_WORD.set(word, kind);

/** The section a line opens, or undefined when it is not a heading. */
export function headingKind(line: string): SectionKind | undefined {
  const bare = normalizeText(line)
    .replace(/^[\s【[■●◆▶►#*\-—_|]+|[\s】\]:：\-—_|]+$/g, '')
    .trim();
  if (!bare || bare.length > 40) return undefined;
  const lower = bare.toLowerCase();
  const exact = BY_WORD.get(lower);
  if (exact) return exact;
  // "教育背景 Education" / "Education 教育背景" / "工作经历 / Work Experience": either half is a heading.
  const halves = lower.split(/\s*[/|]\s*|(?<=[\u3400-\u9fff])\s*(?=[a-z])|(?<=[a-z])\s*(?=[\u3400-\u9fff])/);
  if (halves.length === 2) {
    const [a, b] = halves.map((half) => BY_WORD.get(half.trim()));
    if (a && (!b || a === b)) return a;
    if (b && !a) return b;
  }
  return undefined;
}

export interface Section {
  kind: SectionKind;
  lines: string[];
}

/** Splits lines into sections; a section met twice (two "经历" blocks) keeps both parts in order. */
export function splitSections(lines: string[]): Section[] {
  const sections: Section[] = [{ kind: 'head', lines: [] }];
  for (const line of lines) {
    const kind = headingKind(line);
    if (kind) sections.push({ kind, lines: [] });
    else sections[sections.length - 1].lines.push(line);
  }
  return sections;
}

export function linesOf(sections: Section[], ...kinds: SectionKind[]): string[] {
  return sections.filter((section) => kinds.includes(section.kind)).flatMap((section) => section.lines);
}
