/**
 * A seeker's contact details as a recruiter sees them before the seeker has applied to, or accepted an
 * interview from, the recruiter's company: 138****5678, wx****, a***@example.com. Pure functions.
 */

/** 13812345678 -> 138****5678; anything that is not 11 characters keeps only its ends. */
export function maskPhone(phone: string): string {
  if (phone.length === 11) return `${phone.slice(0, 3)}****${phone.slice(7)}`;
  if (phone.length <= 4) return '*'.repeat(phone.length);
  return `${phone.slice(0, 2)}${'*'.repeat(phone.length - 4)}${phone.slice(-2)}`;
}

/** 'wxid_zhang' -> 'wx****'; '' stays ''. At most the first 2 characters are kept, never the whole id. */
export function maskWechat(wechat: string): string {
  if (!wechat) return '';
  const chars = Array.from(wechat);
  return `${chars.slice(0, Math.min(2, chars.length - 1)).join('')}****`;
}

/** 'alice@example.com' -> 'a***@example.com'; '' stays ''; text without '@' keeps its first character. */
export function maskEmail(email: string): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  const local = at >= 0 ? email.slice(0, at) : email;
  const domain = at >= 0 ? email.slice(at) : '';
  return `${Array.from(local)[0] ?? ''}***${domain}`;
}
