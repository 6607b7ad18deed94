/**
 * The resume corpus: each entry draws one person (people.ts) in one way: a PDF or a DOCX, one column, two
 * columns or tables, Chinese / English / bilingual headings, a date style, the order of sections, and
 * sections left out. `expected` is what a perfect reader proposes; `layout` is the document drawn by
 * render.ts. Everything is deterministic: the same entry always gives the same file.
 */
import type { ResumeProposal } from '@common/resume-files';
import { PEOPLE, type Person } from './people';

export type DateStyle = 'dot' | 'slash' | 'cn' | 'en' | 'mmyyyy' | 'dash';
export type Headings = 'zhA' | 'zhB' | 'en' | 'en2' | 'bi';
type Section = 'education' | 'experience' | 'projects' | 'skills' | 'summary';

export interface CorpusEntry {
  id: string;
  person: keyof typeof PEOPLE;
  kind: 'pdf' | 'docx';
  layout: 'plain' | 'columns' | 'grid';
  headings: Headings;
  dates: DateStyle;
  /** Entry titles on one line (dates first), on two lines (name, then dates or title), or as labelled lines. */
  titles: 'one' | 'two' | 'labels';
  /** Headings drawn with decoration: 【教育背景】, ■ Education. */
  decorated?: boolean;
  contacts: 'labels' | 'inline';
  order?: Section[];
  omit?: Section[];
  /** Added after the rules were tuned on the others: measured apart, as a check of what tuning learned. */
  heldOut?: boolean;
}

const e = (
  id: string,
  person: string,
  kind: 'pdf' | 'docx',
  layout: CorpusEntry['layout'],
  headings: Headings,
  dates: DateStyle,
  titles: CorpusEntry['titles'],
  contacts: 'labels' | 'inline',
  extra: Partial<CorpusEntry> = {},
): CorpusEntry => ({ id, person, kind, layout, headings, dates, titles, contacts, ...extra });

export const CORPUS: CorpusEntry[] = [
  e('zhangwei-pdf-plain', 'zhangwei', 'pdf', 'plain', 'zhA', 'dot', 'one', 'labels'),
  e('zhangwei-docx-grid', 'zhangwei', 'docx', 'grid', 'zhB', 'cn', 'one', 'labels', {
    order: ['experience', 'education', 'projects', 'skills', 'summary'],
  }),
  e('zhangwei-pdf-columns', 'zhangwei', 'pdf', 'columns', 'bi', 'slash', 'two', 'labels'),
  e('lina-pdf-plain', 'lina', 'pdf', 'plain', 'zhB', 'cn', 'two', 'inline'),
  e('lina-docx-plain', 'lina', 'docx', 'plain', 'zhA', 'dot', 'one', 'labels', {
    order: ['summary', 'education', 'projects', 'skills'],
  }),
  e('lina-pdf-grid', 'lina', 'pdf', 'grid', 'zhA', 'dash', 'one', 'labels'),
  e('wangfang-docx-plain', 'wangfang', 'docx', 'plain', 'zhA', 'slash', 'two', 'labels'),
  e('wangfang-pdf-columns', 'wangfang', 'pdf', 'columns', 'zhB', 'cn', 'one', 'labels'),
  e('wangfang-docx-columns', 'wangfang', 'docx', 'columns', 'zhA', 'dot', 'two', 'labels', { omit: ['summary'] }),
  e('kevin-pdf-plain', 'kevin', 'pdf', 'plain', 'en', 'en', 'two', 'inline'),
  e('kevin-docx-plain', 'kevin', 'docx', 'plain', 'en2', 'mmyyyy', 'one', 'labels'),
  e('kevin-pdf-columns', 'kevin', 'pdf', 'columns', 'en', 'dot', 'two', 'labels', { omit: ['projects'] }),
  e('emily-docx-plain', 'emily', 'docx', 'plain', 'en', 'en', 'two', 'labels'),
  e('emily-pdf-grid', 'emily', 'pdf', 'grid', 'en2', 'mmyyyy', 'one', 'labels'),
  e('emily-docx-columns', 'emily', 'docx', 'columns', 'en', 'en', 'two', 'labels', {
    order: ['experience', 'education', 'skills', 'summary'],
  }),
  e('liuyang-pdf-plain', 'liuyang', 'pdf', 'plain', 'bi', 'dot', 'one', 'labels'),
  e('liuyang-docx-grid', 'liuyang', 'docx', 'grid', 'bi', 'dash', 'one', 'inline'),
  e('chenjing-docx-plain', 'chenjing', 'docx', 'plain', 'zhB', 'cn', 'one', 'inline'),
  e('chenjing-pdf-plain', 'chenjing', 'pdf', 'plain', 'zhA', 'slash', 'two', 'labels', { omit: ['summary'] }),
  e('zhaolei-pdf-grid', 'zhaolei', 'pdf', 'grid', 'zhA', 'cn', 'one', 'labels'),
  e('zhaolei-docx-plain', 'zhaolei', 'docx', 'plain', 'zhB', 'dot', 'two', 'labels'),
  e('zhaolei-pdf-columns', 'zhaolei', 'pdf', 'columns', 'zhA', 'dash', 'one', 'labels', { omit: ['projects'] }),
  e('sunli-pdf-plain', 'sunli', 'pdf', 'plain', 'zhB', 'dot', 'one', 'inline'),
  e('sunli-docx-grid', 'sunli', 'docx', 'grid', 'zhA', 'slash', 'one', 'labels'),
  e('michael-pdf-plain', 'michael', 'pdf', 'plain', 'en2', 'en', 'two', 'inline'),
  e('michael-docx-plain', 'michael', 'docx', 'plain', 'en', 'dot', 'one', 'labels', {
    order: ['education', 'experience', 'projects', 'skills', 'summary'],
  }),
  e('zhoujie-pdf-columns', 'zhoujie', 'pdf', 'columns', 'zhA', 'dot', 'two', 'labels'),
  e('zhoujie-docx-columns', 'zhoujie', 'docx', 'columns', 'zhB', 'cn', 'one', 'labels'),
  e('wumin-pdf-plain', 'wumin', 'pdf', 'plain', 'zhA', 'cn', 'one', 'labels', { omit: ['skills'] }),
  e('wumin-docx-grid', 'wumin', 'docx', 'grid', 'zhB', 'dot', 'one', 'labels'),
  e('liuyang-pdf-columns', 'liuyang', 'pdf', 'columns', 'bi', 'en', 'two', 'labels'),
  e('kevin-docx-grid', 'kevin', 'docx', 'grid', 'en', 'dash', 'one', 'labels'),
  // Held out: written after the rules were tuned, measured as they came (docs/resume-reader.md).
  e('gaoyu-pdf-plain', 'gaoyu', 'pdf', 'plain', 'zhB', 'slash', 'two', 'inline', { heldOut: true }),
  e('gaoyu-docx-columns', 'gaoyu', 'docx', 'columns', 'zhA', 'cn', 'one', 'labels', { heldOut: true }),
  e('anna-pdf-columns', 'anna', 'pdf', 'columns', 'en2', 'en', 'two', 'labels', { heldOut: true }),
  e('anna-docx-grid', 'anna', 'docx', 'grid', 'en', 'mmyyyy', 'one', 'inline', { heldOut: true }),
  // Held out, second round: labelled entries and decorated headings, a style the rules never saw.
  e('gaoyu-docx-labels', 'gaoyu', 'docx', 'plain', 'zhB', 'dot', 'labels', 'labels', {
    heldOut: true,
    decorated: true,
  }),
  e('anna-pdf-labels', 'anna', 'pdf', 'plain', 'en', 'en', 'labels', 'labels', { heldOut: true, decorated: true }),
  e('wumin-pdf-labels', 'wumin', 'pdf', 'columns', 'zhA', 'cn', 'labels', 'labels', { heldOut: true, decorated: true }),
  e('michael-docx-labels', 'michael', 'docx', 'plain', 'en2', 'mmyyyy', 'labels', 'inline', {
    heldOut: true,
    decorated: true,
  }),
];

// ---- What a perfect reader proposes --------------------------------------------------------------------------

const day = (ym: string) => (ym ? `${ym}-01` : '');

export function expectedOf(entry: CorpusEntry): ResumeProposal {
  const p: Person = PEOPLE[entry.person];
  const omit = new Set(entry.omit ?? []);
  const skillsShown = !omit.has('skills');
  return {
    kind: entry.kind,
    basic: {
      name: p.name,
      gender: p.gender,
      birthDate: p.birthDate,
      // A mainland mobile is its last 11 digits, whatever country prefix is written (+86, (+86), 0086).
      phone: p.phone.replace(/\D/g, '').slice(-11),
      email: p.email,
      wechat: p.wechat,
      city: p.city,
      selfEvaluation: omit.has('summary') ? '' : p.summary,
    },
    educations: omit.has('education')
      ? []
      : p.educations.map((ed) => ({
          school: ed.school,
          degree: ed.degree as ResumeProposal['educations'][number]['degree'],
          major: ed.major,
          startDate: day(ed.start),
          graduationDate: day(ed.end),
        })),
    experiences: omit.has('experience')
      ? []
      : p.experiences.map((ex) => ({
          company: ex.company,
          jobTitle: ex.title,
          startDate: day(ex.start),
          endDate: day(ex.end),
          content: ex.lines.join('\n'),
        })),
    projects: omit.has('projects')
      ? []
      : p.projects.map(({ name, role, description, performance }) => ({ name, role, description, performance })),
    skills: {
      professionalSkills: skillsShown ? p.skills.join('\n') : '',
      languages: skillsShown ? p.languages : '',
      certificates: skillsShown ? p.certificates : '',
    },
  };
}
