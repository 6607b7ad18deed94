/**
 * The server's notion of "now". Everything that expires (sessions, captchas, SMS codes, rate-limit
 * windows) reads time from `app.clock`, so tests move time forward instead of sleeping.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that stands still until moved: `clock.advance(61_000)`. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(time: number): void;
}

export function manualClock(start: number = Date.now()): ManualClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (time) => {
      current = time;
    },
  };
}
