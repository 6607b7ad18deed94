import { useEffect, useMemo, useRef } from 'react';
import { DEBOUNCE_MS, THROTTLE_MS } from '@common/constants';

/** A function called only after `ms` without calls (spec section 9: debounce default 500 ms). */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call. */
  cancel(): void;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number = DEBOUNCE_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/**
 * A function that runs at once, then ignores calls for `ms` (spec section 9: throttle default 500 ms): a
 * double tap acts once. `now` is injectable for tests.
 */
export function throttle<A extends unknown[], R>(
  fn: (...args: A) => R,
  ms: number = THROTTLE_MS,
  now: () => number = Date.now,
): (...args: A) => R | undefined {
  let last = -Infinity;
  return (...args: A) => {
    const time = now();
    if (time - last < ms) return undefined;
    last = time;
    return fn(...args);
  };
}

/**
 * A tap handler that acts once per THROTTLE_MS however fast the user taps (submit, apply, send): stable
 * across renders, always calling the latest `handler`.
 */
export function useThrottledTap<A extends unknown[]>(
  handler: (...args: A) => unknown,
  ms: number = THROTTLE_MS,
): (...args: A) => void {
  const latest = useRef(handler);
  latest.current = handler;
  return useMemo(
    () =>
      throttle((...args: A) => {
        void latest.current(...args);
      }, ms),
    [ms],
  );
}

/** A debounced callback bound to a component: the latest `fn` runs DEBOUNCE_MS after the last call; unmounting drops it. */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number = DEBOUNCE_MS,
): Debounced<A> {
  const latest = useRef(fn);
  latest.current = fn;
  const debounced = useMemo(() => debounce((...args: A) => latest.current(...args), ms), [ms]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
