/** Interview rows -> the objects the API answers (shared by the interviews and applications services). */
import type { Interview } from '@common/applications';
import type { InterviewJoinedRow } from './interviews.repository';

/** The seeker's display name: the resume's nickname, else the account's. */
export function seekerName(
  row: { account_nickname: string } & ({ nickname?: string | null } | { seeker_nickname?: string | null }),
): string {
  const nickname = 'nickname' in row ? row.nickname : 'seeker_nickname' in row ? row.seeker_nickname : null;
  return nickname || row.account_nickname;
}

export function toInterview(row: InterviewJoinedRow): Interview {
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
  };
}
