/**
 * What chat needs of a position (its card in a conversation, who answers it), from the positions service:
 * a visible one, or (with ownerId) one of that recruiter's own. Built by the composition root.
 */
import { AppError } from '../../http/errors';
import type { PositionsService } from '../positions/positions.service';
import type { PositionFacts } from './chat.service';

export async function positionFacts(
  positions: PositionsService,
  positionId: number,
  ownerId?: number,
): Promise<PositionFacts | undefined> {
  const detail = await positions.detail(positionId, ownerId).catch((error: unknown) => {
    if (error instanceof AppError) return undefined;
    throw error;
  });
  if (!detail) return undefined;
  const facts = {
    id: detail.id,
    title: detail.title,
    companyId: detail.companyId,
    companyName: detail.companyName,
    salaryMin: detail.salaryMin,
    salaryMax: detail.salaryMax,
    salaryUnit: detail.salaryUnit,
    salaryMonths: detail.salaryMonths,
    negotiable: detail.negotiable,
    regionName: detail.regionName,
  };
  if (ownerId !== undefined) return detail.mine ? { ...facts, recruiterUserId: ownerId } : undefined;
  const open = await positions.openForApplying(positionId);
  return open && { ...facts, recruiterUserId: open.recruiterUserId };
}
