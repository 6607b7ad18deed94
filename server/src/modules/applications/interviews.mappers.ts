/** Interview rows -> the objects the API answers (shared by the interviews and applications services). */
import type { Interview } from '@common/applications';
import type { Db } from '../../db/connect';
import {
  createInterviewSchedulingRepository,
  NO_SCHEDULING,
  type InterviewScheduling,
} from './interview-scheduling.repository';
import type { InterviewJoinedRow } from './interviews.repository';

/** A row with its slots, pending proposal and proposals in a row (see withScheduling). */
export type ScheduledRow = InterviewJoinedRow & { scheduling?: InterviewScheduling };

/**
 * Attaches the scheduling facts to a list of interview rows, with one query per table for the whole list
 * (never one per row): `(await withScheduling(db, rows)).map(toInterview)`.
 */
export async function withScheduling<T extends InterviewJoinedRow>(
  db: Db,
  rows: T[],
): Promise<Array<T & { scheduling: InterviewScheduling }>> {
  const found = await createInterviewSchedulingRepository(db).schedulingOf(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, scheduling: found.get(row.id) ?? NO_SCHEDULING }));
}

/** The seeker's display name: the resume's nickname, else the account's. */
export function seekerName(
  row: { account_nickname: string } & ({ nickname?: string | null } | { seeker_nickname?: string | null }),
): string {
  const nickname = 'nickname' in row ? row.nickname : 'seeker_nickname' in row ? row.seeker_nickname : null;
  return nickname || row.account_nickname;
}

/** A row without attached scheduling answers none (no slots, no proposal). */
export function toInterview(row: ScheduledRow): Interview {
  const scheduling = row.scheduling ?? NO_SCHEDULING;
  return {
    id: row.id,
    applicationId: row.application_id,
    status: row.status,
    method: row.method,
    time: row.time,
    address: row.address,
    link: row.link,
    contact: row.contact,
    note: row.note,
    positionId: row.position_id,
    positionTitle: row.position_title,
    companyId: row.company_id,
    companyName: row.company_name,
    companyLogo: row.company_logo,
    seekerId: row.seeker_user_id,
    seekerName: seekerName(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...scheduling,
    // A proposal left pending when the interview closed another way (its application rejected) waits no more.
    proposal: row.status === 'invited' || row.status === 'waiting' ? scheduling.proposal : null,
  };
}
