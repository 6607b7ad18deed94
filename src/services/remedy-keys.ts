import type { Identity } from '@common/constants';
import { MSG, type MessageKey } from '@common/messages';
import { handleRefusalsWith, type RequestError } from '@/lib/request';
import { loadRemedies } from './remedy-loader';
import type { Remedy } from './refusal-remedy';

/**
 * Refusals a retry can never cure (the other identity's feature, a company not there or not approved yet):
 * `installRemedies` (at launch) has the request layer offer their remedy (services/refusal-remedy.ts, loaded
 * when first needed on H5) instead of a toast the user cannot act on.
 */
const IDENTITY_REMEDIES: Partial<Record<MessageKey, Identity>> = {
  [MSG.errors.needsRecruiter]: 'recruiter',
  [MSG.errors.needsSeeker]: 'seeker',
  [MSG.positions.recruiterOnly]: 'recruiter',
};

const COMPANY_REMEDIES: readonly MessageKey[] = [
  MSG.positions.companyRequired,
  MSG.positions.companyPending,
  MSG.resume.companyRequired,
  MSG.resume.companyNotApproved,
];

export function remedyFor(key: MessageKey | undefined): Remedy | undefined {
  if (!key) return undefined;
  const identity = IDENTITY_REMEDIES[key];
  if (identity) return { kind: 'identity', identity };
  if (COMPANY_REMEDIES.includes(key)) return { kind: 'company' };
  return undefined;
}

/** Has the request layer offer the remedy of a refusal that has one (instead of its toast). */
export function installRemedies(): void {
  handleRefusalsWith((error: RequestError) => {
    const remedy = remedyFor(error.key);
    if (!remedy) return false;
    void loadRemedies().then((module) => module.offerRemedy(remedy, error.message));
    return true;
  });
}
