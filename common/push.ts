/**
 * Push payloads (spec section 2): the notification types and the ONE routing function that turns a payload
 * `{type, rid}` into the page to open. Types 1-4 are the spec's, 5-7 our extensions (see ./notifications).
 */
import { routeUrl, ROUTES, type RoutePath } from './routes';

export const NOTIFICATION_TYPES = {
  /** to the recruiter: about candidates of a position (rid = position id) */
  applicant: 1,
  /** to the seeker: interviews (rid = interview id) */
  interview: 2,
  /** system message: opens nothing */
  system: 3,
  /** to the seeker: an offer, i.e. a passed interview (rid = interview id) */
  offer: 4,
  /** to the seeker: an application was passed, rejected or closed (rid = application id) */
  application: 5,
  /** to the recruiter: a position's review result (rid = position id) */
  position: 6,
  /** to the company owner: the company's verification result (rid = company id) */
  company: 7,
  /** to the seeker (Party B): a contract sent, due soon, withdrawn or expired (rid = contract id) */
  contractSeeker: 8,
  /** to the recruiter (Party A): a contract signed, refused or expired (rid = contract id) */
  contractRecruiter: 9,
} as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

/** Pages of the extension types (the spec's types use ROUTES.applicant and ROUTES.record). */
const PUSH_PAGES = {
  applications: 'pages/recommendjob/myzw/kssq',
  positions: 'pages/ManagementPosition/ManagementPosition',
  company: 'pages/CompanyManagement/CompanyManagement',
  contract: 'pages/contractAward/tip',
} as const satisfies Record<string, RoutePath>;

/**
 * The page a push payload (or a notification tapped in the list) opens, or null for none:
 * 1 -> candidates of position `rid`, 2 -> interview records (type=1), 4 -> offers (record type=2),
 * 3 -> nothing (spec); 5 -> applied positions, 6 -> position management, 7 -> company management,
 * 8 and 9 -> the contract's result page (what happened and what to do next).
 */
export function pushRoute({ type, rid }: { type: number; rid?: number | string | null }): string | null {
  switch (type) {
    case NOTIFICATION_TYPES.applicant:
      return routeUrl(ROUTES.applicant, { id: rid ?? undefined });
    case NOTIFICATION_TYPES.interview:
      return routeUrl(ROUTES.record, { type: 1 });
    case NOTIFICATION_TYPES.offer:
      return routeUrl(ROUTES.record, { type: 2 });
    case NOTIFICATION_TYPES.application:
      return routeUrl(PUSH_PAGES.applications);
    case NOTIFICATION_TYPES.position:
      return routeUrl(PUSH_PAGES.positions);
    case NOTIFICATION_TYPES.company:
      return routeUrl(PUSH_PAGES.company);
    case NOTIFICATION_TYPES.contractSeeker:
    case NOTIFICATION_TYPES.contractRecruiter:
      return routeUrl(PUSH_PAGES.contract, { id: rid ?? undefined });
    default:
      return null;
  }
}

/** Which identity a push type speaks to (its page needs that identity); system messages speak to anyone. */
export function pushAudience(type: number): 'seeker' | 'recruiter' | null {
  switch (type) {
    case NOTIFICATION_TYPES.applicant:
    case NOTIFICATION_TYPES.position:
    case NOTIFICATION_TYPES.company:
    case NOTIFICATION_TYPES.contractRecruiter:
      return 'recruiter';
    case NOTIFICATION_TYPES.interview:
    case NOTIFICATION_TYPES.offer:
    case NOTIFICATION_TYPES.application:
    case NOTIFICATION_TYPES.contractSeeker:
      return 'seeker';
    default:
      return null;
  }
}
