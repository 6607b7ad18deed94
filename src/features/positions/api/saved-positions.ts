import { api } from '@/lib/request';
import type { SavedPosition } from '@common/positions';

export type { SavedPosition };

/** `GET positions/saved`: the caller's saved positions still open, newest saved first. */
export async function listSavedPositions(pageNum: number) {
  const body = await api.list<SavedPosition>('positions/saved', { pageNum, pageSize: 10 });
  return { rows: body.rows ?? [], total: body.total ?? 0 };
}
