/**
 * What the applications module's services share: the facts every event about an application or an
 * interview carries, and the two refusals of an application that is not the caller's or cannot move.
 */
import { MSG } from '@common/messages';
import type { ApplicationFacts, InterviewFacts } from '../../core/events';
import { refuse } from '../../http/errors';
import type { ApplicationJoinedRow } from './applications.repository';
import { seekerName } from './interviews.mappers';
import type { InterviewJoinedRow } from './interviews.repository';

export const applicationNotFound = () => refuse(MSG.applications.notFound);
export const invalidTransition = () => refuse(MSG.applications.invalidTransition);

/** What every event about an application row says. */
export function applicationFacts(row: ApplicationJoinedRow): ApplicationFacts {
  return {
    applicationId: row.id,
    positionId: row.position_id,
    positionTitle: row.position_title,
    companyName: row.company_name,
    seekerUserId: row.seeker_user_id,
    seekerName: seekerName(row),
    recruiterUserId: row.recruiter_user_id,
  };
}

/** What every event about an interview row says. */
export function interviewFacts(row: InterviewJoinedRow): InterviewFacts {
  return {
    applicationId: row.application_id,
    positionId: row.position_id,
    positionTitle: row.position_title,
    companyName: row.company_name,
    seekerUserId: row.seeker_user_id,
    seekerName: seekerName(row),
    recruiterUserId: row.recruiter_user_id,
    interviewId: row.id,
    time: row.time,
    method: row.method,
  };
}
