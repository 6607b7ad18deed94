/**
 * The seeker's job expectations as the home uses them: the chips above the list, the one 推荐 is shown for
 * (remembered in storage, so the home opens on it again) and the city 最新 starts in.
 */
import { useEffect, useRef, useState } from 'react';
import type { ExpectationRow } from '@common/resume';
import * as resumeApi from '@/api/resume';
import { call } from '@/lib/call';
import { getItem, setItem, STORAGE_KEYS } from '@/lib/storage';
import { useShowLoad } from '@/lib/use-show-load';

export type ExpectationsState =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'done'; rows: ExpectationRow[] };

/** The remembered expectation when it still exists, else the first (the resume lists them in creation order). */
export function chosenExpectation(
  rows: ExpectationRow[],
  rememberedId: number | undefined,
): ExpectationRow | undefined {
  return rows.find((row) => row.id === rememberedId) ?? rows[0];
}

/**
 * The city of a 6-digit region code: a district's city (330106 -> 330100); a city or a province stays as it
 * is (a province-wide expectation starts the list in the province).
 */
export function cityOf(code: string): string {
  return /^\d{6}$/.test(code) && !code.endsWith('00') ? `${code.slice(0, 4)}00` : code;
}

/** 杭州·西湖区 -> 杭州: the chip names the city only. */
export function cityName(locationName: string): string {
  return locationName.split('·')[0] ?? locationName;
}

/**
 * Loads the expectations of a logged-in seeker (the whole resume's `expectations`) when the home mounts and
 * each time it shows again (back from adding one); `off` for anyone else.
 */
export function useHomeExpectations(seeker: boolean) {
  const [state, setState] = useState<ExpectationsState>(seeker ? { status: 'loading' } : { status: 'off' });
  const [rememberedId, setRememberedId] = useState(() => getItem<number>(STORAGE_KEYS.homeExpectation));
  const load = () => {
    if (!seeker) {
      setState({ status: 'off' });
      return Promise.resolve();
    }
    // A refresh keeps the chips on screen; only the first load shows the loading state.
    setState((current) => (current.status === 'done' ? current : { status: 'loading' }));
    return call(resumeApi.resume, undefined, { silent: true }).then(
      (resume) => setState({ status: 'done', rows: resume.expectations }),
      (error: unknown) => setState({ status: 'error', error: error instanceof Error ? error.message : String(error) }),
    );
  };
  const reload = useShowLoad(load);
  // The home is a tab page and stays mounted: logging in or out, or switching identity, happens elsewhere.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) reload();
    mounted.current = true;
  }, [seeker]);
  const chosen = state.status === 'done' ? chosenExpectation(state.rows, rememberedId) : undefined;
  const choose = (id: number) => {
    setItem(STORAGE_KEYS.homeExpectation, id);
    setRememberedId(id);
  };
  return { state, chosen, choose, reload };
}
