/**
 * The fraud guard over a recruiter's texts (issue 33, part 2), on the screening rules of postings
 * (common/screening/rules.data.ts), so chat and positions share one list of words:
 * - a fee or scam phrase (押金, 培训费, 刷单, 日结高薪…), refused or doubtful in a posting, is delivered with
 *   `fraudWarning` (the seeker sees 谨防诈骗 under it): the seeker is warned, and can report it;
 * - a phone number, QQ number or WeChat ID refuses the message (`screening.chatContact`): contact details
 *   pass through 换电话 / 换微信, which the seeker must accept (docs/decisions.md, "Screening postings").
 * A seeker's own texts are not screened.
 */
import { SCREENING_MSG } from '@common/messages.screening';
import { screenTexts } from '@common/screening/screen';
import { refuse } from '../../http/errors';

/** What a recruiter's text shows: whether it carries the fraud warning. Refuses one with contact details. */
export function guardRecruiterText(text: string): { fraudWarning: boolean } {
  const findings = screenTexts({ text });
  const contact = findings.filter((finding) => finding.category === 'contact' && finding.verdict === 'refuse');
  if (contact.length > 0) {
    throw refuse(SCREENING_MSG.chatContact, { words: [...new Set(contact.flatMap((f) => f.words))].join('、') });
  }
  return { fraudWarning: findings.some((finding) => finding.category === 'fee' || finding.category === 'scam') };
}

/** The warning alone (a greeting set in the settings is sent as saved). */
export function warnsOfFraud(text: string): boolean {
  return screenTexts({ text }).some((finding) => finding.category === 'fee' || finding.category === 'scam');
}
