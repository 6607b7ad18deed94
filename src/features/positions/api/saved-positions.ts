import { api } from '@/lib/request';
import type { PositionSummary } from './list-positions';

export type SavedPosition = PositionSummary & { savedAt: string };

/** `GET positions/saved`: the caller's saved positions still open, newest saved first. */
export async function listSavedPositions(pageNum: number) {
  const body = await api.list<SavedPosition>('positions/saved', { pageNum, pageSize: 10 });
  return { rows: body.rows ?? [], total: body.total ?? 0 };
}
