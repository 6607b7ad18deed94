/**
 * 谁看过我 in the demo: companies that opened the demo seeker's resume over the last days (one row per
 * company and China day, as the resume module records them; never a company the seeker blocks), and
 * seekers' looks at the demo recruiter's positions (one per seeker, position and day).
 */
import { chinaDate } from '@common/china-time';
import type { Db } from '../db/connect';
import { toIso } from '../db/time';
import { companyNameCore, coresMatch } from '../modules/resume/company-name';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo seeker's viewers: company index, hours ago of the latest look, looks that day, whether for a position. */
const RESUME_LOOKS: Array<{ company: number; hoursAgo: number; views: number; forPosition: boolean }> = [
  { company: 0, hoursAgo: 1, views: 2, forPosition: true },
  { company: 1, hoursAgo: 5, views: 1, forPosition: true },
  { company: 0, hoursAgo: 50, views: 1, forPosition: false },
  { company: 3, hoursAgo: 27, views: 3, forPosition: false },
  { company: 4, hoursAgo: 75, views: 1, forPosition: false },
  { company: 5, hoursAgo: 6 * 24, views: 2, forPosition: false },
  { company: 2, hoursAgo: 12 * 24, views: 1, forPosition: true },
];

export async function insertDemoViews(
  db: Db,
  now: number,
  {
    seekerId,
    companies,
    positionOf,
  }: {
    seekerId: number;
    companies: Array<{ id: number; name: string; ownerId: number }>;
    /** The company's first listed position. */
    positionOf: (company: number) => number;
  },
): Promise<void> {
  const blocked = await db
    .selectFrom('resume_blocked_companies')
    .select('name_core')
    .where('user_id', '=', seekerId)
    .execute();
  const blocks = (name: string) => blocked.some((row) => coresMatch(row.name_core, companyNameCore(name)));
  for (const look of RESUME_LOOKS) {
    const company = companies[look.company];
    if (!company || blocks(company.name)) continue;
    const last = now - look.hoursAgo * HOUR;
    await db
      .insertInto('resume_views')
      .values({
        seeker_user_id: seekerId,
        company_id: company.id,
        recruiter_user_id: company.ownerId,
        position_id: look.forPosition ? positionOf(look.company) : null,
        day: chinaDate(last),
        views: look.views,
        first_viewed_at: toIso(last - (look.views - 1) * 20 * 60_000),
        last_viewed_at: toIso(last),
      })
      .onConflict((oc) => oc.columns(['seeker_user_id', 'company_id', 'day']).doNothing())
      .execute();
  }

  // Seekers looking at the demo recruiter's listed positions over the last week: a few a day each.
  const recruiter = companies[0];
  const [positions, seekers] = await Promise.all([
    db
      .selectFrom('positions')
      .select('id')
      .where('recruiter_user_id', '=', recruiter.ownerId)
      .where('status', '=', 'approved')
      .orderBy('id')
      .execute(),
    db.selectFrom('users').select('id').where('identity', '=', 'seeker').orderBy('id').execute(),
  ]);
  const rows = [];
  for (const [p, position] of positions.entries()) {
    for (const [s, seeker] of seekers.entries()) {
      for (let day = 0; day < 7; day += 1) {
        // A fixed pattern (no randomness): more looks at the first positions, on recent days.
        if ((p * 3 + s * 5 + day * 7) % (4 + p + day) !== 0) continue;
        const at = now - day * DAY - ((s * 37 + p * 11) % 600) * 60_000;
        rows.push({ position_id: position.id, viewer_user_id: seeker.id, day: chinaDate(at), viewed_at: toIso(at) });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('position_views')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['position_id', 'viewer_user_id', 'day']).doNothing())
      .execute();
  }
}
