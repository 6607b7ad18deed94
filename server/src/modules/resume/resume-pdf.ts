/**
 * The online resume as a clean A4 PDF (附件简历's "online resume as PDF", docs/resume-files.md): pdfkit with
 * the contracts' embedded font (core/pdf.ts), headings in the reader's language, the photo when the account
 * has one, then basic information, contacts (masked as the reader's resume view masks them), expectations,
 * work and project experience, education and skills. Pure: it draws what it is handed (`ResumeDetail`, the
 * shape the recruiters' view answers) and reads nothing.
 */
import { DEGREE_LABEL, GENDER_LABEL, JOB_STATUS_LABEL, JOB_TYPE_LABEL } from '@common/constants';
import type { Locale } from '@common/i18n';
import { t } from '@common/messages';
import { RESUME_FILES_MSG } from '@common/messages.resume-files';
import { RESUME_SECTION_LABEL, type ResumeDetail } from '@common/resume';
import { createPdf, finishPdf, type PdfNames } from '../../core/pdf';

const MSG = RESUME_FILES_MSG.pdf;
const INK = '#1f2329';
const MUTED = '#646a73';
const ACCENT = '#1677ff';
const RULE = '#dee0e3';
const MARGIN = 56;
const PHOTO = 84;

export interface ResumePdfInput {
  resume: ResumeDetail;
  locale: Locale;
  /** The account's photo (JPEG or PNG bytes), drawn top right; none when absent or unreadable. */
  photo?: Buffer;
  names: PdfNames;
  /** When it is made (the file's creation date). */
  now: number;
}

/** 2020-07-01 -> 2020.07 */
function month(date: string | null | undefined): string {
  return date ? date.slice(0, 7).replace('-', '.') : '';
}

/** Draws the resume and answers the PDF's bytes. */
export async function renderResumePdf({ resume, locale, photo, names, now }: ResumePdfInput): Promise<Buffer> {
  const say = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
  const { basic } = resume;
  const doc = createPdf(
    { Title: `${basic.nickname} - ${say(MSG.title)}`, Subject: say(MSG.title), CreationDate: new Date(now) },
    names,
    MARGIN,
  );
  const left = MARGIN;
  const width = doc.page.width - MARGIN * 2;

  // ---- Header: name, one line of facts, contacts; the photo on the right --------------------------------
  const top = doc.y;
  let textWidth = width;
  if (photo) {
    try {
      doc.image(photo, left + width - PHOTO, top, { fit: [PHOTO, PHOTO], align: 'center', valign: 'center' });
      textWidth = width - PHOTO - 16;
    } catch {
      // Not a JPEG or PNG pdfkit can read: the resume goes without it.
    }
  }
  doc
    .fillColor(INK)
    .fontSize(22)
    .text(basic.nickname || say(MSG.title), left, top, { width: textWidth });
  const facts = [
    say(GENDER_LABEL[basic.gender]),
    basic.age !== null ? say(MSG.age, { age: basic.age }) : '',
    resume.highestDegree ? say(DEGREE_LABEL[resume.highestDegree]) : '',
    resume.workYears > 0 ? say(MSG.workYears, { years: resume.workYears }) : say(MSG.noWork),
    say(JOB_STATUS_LABEL[basic.jobStatus]),
  ].filter(Boolean);
  doc.moveDown(0.3).fillColor(MUTED).fontSize(10.5).text(facts.join('  |  '), { width: textWidth });
  const contacts = [
    [MSG.phone, resume.contact.phone],
    [MSG.wechat, resume.contact.wechat],
    [MSG.email, resume.contact.email],
  ].filter(([, value]) => value);
  if (contacts.length) {
    const line = contacts.map(([label, value]) => `${say(label)}: ${value}`).join('    ');
    doc.moveDown(0.3).text(line + (resume.contact.visible ? '' : `  ${say(MSG.masked)}`), { width: textWidth });
  }
  if (photo) doc.y = Math.max(doc.y, top + PHOTO);
  doc.moveDown(0.6);

  // ---- Sections ------------------------------------------------------------------------------------------
  function heading(text: string) {
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    doc.moveDown(0.6).fillColor(ACCENT).fontSize(13).text(text, left, doc.y, { width });
    const y = doc.y + 2;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 6;
  }
  /** A bold-ish first line with a date on the right, then its details. */
  function entry(title: string, when: string, lines: string[]) {
    if (doc.y > doc.page.height - MARGIN - 48) doc.addPage();
    const y = doc.y;
    if (title || when) {
      doc
        .fillColor(INK)
        .fontSize(11.5)
        .text(title || ' ', left, y, { width: width - 120 });
      const after = doc.y;
      if (when)
        doc
          .fillColor(MUTED)
          .fontSize(10)
          .text(when, left + width - 120, y, { width: 120, align: 'right' });
      doc.y = after;
    }
    for (const line of lines.filter(Boolean)) {
      doc.moveDown(0.15).fillColor(INK).fontSize(10.5).text(line, left, doc.y, { width, lineGap: 2 });
    }
    doc.moveDown(0.5);
  }
  const labelled = (label: string, value: string) => (value ? `${say(label)}: ${value}` : '');

  const about = [
    labelled(MSG.selfEvaluation, basic.selfEvaluation),
    labelled(MSG.otherSkills, basic.otherSkills),
    labelled(MSG.hobbies, basic.hobbies),
  ].filter(Boolean);
  if (about.length) {
    heading(say(RESUME_SECTION_LABEL.basic));
    entry('', '', about);
  }

  if (resume.expectations.length) {
    heading(say(RESUME_SECTION_LABEL.expectations));
    for (const e of resume.expectations) {
      entry(
        `${e.position}  ·  ${say(JOB_TYPE_LABEL[e.jobType])}`,
        say(MSG.salary, { min: e.salaryMin, max: e.salaryMax }),
        [e.locationName, e.preference],
      );
    }
  }

  if (resume.experiences.length) {
    heading(say(RESUME_SECTION_LABEL.experiences));
    for (const e of resume.experiences) {
      entry(
        [e.jobTitle, e.industry].filter(Boolean).join('  ·  '),
        `${month(e.startDate)} - ${e.endDate ? month(e.endDate) : say(MSG.present)}`,
        [e.cityName, e.content],
      );
    }
  }

  if (resume.projects.length) {
    heading(say(RESUME_SECTION_LABEL.projects));
    for (const p of resume.projects) {
      entry(p.name, '', [labelled(MSG.role, p.role), p.description, labelled(MSG.performance, p.performance)]);
    }
  }

  if (resume.educations.length) {
    heading(say(RESUME_SECTION_LABEL.educations));
    for (const e of resume.educations) {
      entry(
        [e.school, say(DEGREE_LABEL[e.degree]), e.major].filter(Boolean).join('  ·  '),
        say(MSG.graduated, { date: month(e.graduationDate) }),
        [e.description, e.socialPractice],
      );
    }
  }

  const skills = resume.skills;
  if (skills) {
    heading(say(RESUME_SECTION_LABEL.skills));
    entry('', '', [
      skills.professionalSkills,
      labelled(MSG.languages, skills.languages),
      labelled(MSG.certificates, skills.certificates),
      labelled(MSG.training, skills.training),
      skills.remark,
    ]);
  }

  doc
    .moveDown(1)
    .fillColor(MUTED)
    .fontSize(8.5)
    .text(say(MSG.updated, { date: resume.updatedAt.slice(0, 10) }), left, doc.y, { width, align: 'right' });
  return finishPdf(doc);
}
