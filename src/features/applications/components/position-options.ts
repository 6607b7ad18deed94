import { useEffect, useState } from 'react';
import * as positions from '@/api/positions';
import { call } from '@/lib/call';

/** The recruiter's positions to filter by (the newest 50 are plenty for a small company). */
export function usePositionOptions(): Array<{ id: number; title: string }> {
  return usePositionChoices().options;
}

/** The same, with whether they came (the board says "no positions yet" only once they have). */
export function usePositionChoices() {
  const [state, setState] = useState<{
    options: Array<{ id: number; title: string }>;
    status: 'loading' | 'done' | 'error';
  }>({ options: [], status: 'loading' });
  useEffect(() => {
    call(positions.mine, { pageSize: 50 }, { silent: true }).then(
      (page) => setState({ options: page.rows, status: 'done' }),
      () => setState({ options: [], status: 'error' }),
    );
  }, []);
  return state;
}
