/**
 * Image captchas gating SMS sending. An answer lives 2 minutes, is case-insensitive and single use:
 * - `validate` (GET app/validateCaptcha) checks without using it up, so the page can tell the user at once
 *   and then send the same uuid and answer with app/sendCode; a WRONG answer deletes it (no guessing loop);
 * - `consume` (app/sendCode) deletes it whatever the outcome, so one captcha sends at most one code.
 * Stored in the database, so any instance can check what another issued.
 */
import { CAPTCHA_TTL_SECONDS } from '@common/auth';
import { MSG } from '@common/messages';
import { randomInt, randomUUID } from 'node:crypto';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import { refuse } from '../../http/errors';
import { drawCaptcha } from './captcha-image';
import { createCaptchaRepository, type StoredCaptcha } from './captcha.repository';

export interface CaptchaImage {
  captchaEnabled: boolean;
  /** '' when the gate is off. */
  uuid: string;
  /** data:image/png;base64,... ('' when the gate is off). */
  img: string;
}

/** Characters in an answer: four of 51 is about 6.8 million answers. */
export const CAPTCHA_LENGTH = 4;

/** Letters and digits that are easy to tell apart (no 0/o/O, 1/l/I, 9/g/q). */
export const CAPTCHA_CHARACTERS = 'abcdefhjkmnprstuvwxyzABCDEFGHJKLMNPRSTUVWXYZ2345678';

export function createCaptchaService({ db, clock, enabled }: { db: Db; clock: Clock; enabled: boolean }) {
  const repo = createCaptchaRepository(db);

  function check(stored: StoredCaptcha | undefined, answer: string): void {
    if (!stored || Date.parse(stored.expiresAt) <= clock.now()) throw refuse(MSG.auth.captchaExpired);
    if (stored.answer !== answer.trim().toLowerCase()) throw refuse(MSG.auth.captchaWrong);
  }

  return {
    enabled,

    async create(): Promise<CaptchaImage> {
      if (!enabled) return { captchaEnabled: false, uuid: '', img: '' };
      const now = clock.now();
      // Keeps the table at about two minutes' worth of captchas.
      await repo.purgeExpired(toIso(now));
      const text = Array.from(
        { length: CAPTCHA_LENGTH },
        () => CAPTCHA_CHARACTERS[randomInt(0, CAPTCHA_CHARACTERS.length)],
      ).join('');
      const id = randomUUID();
      await repo.insert({
        id,
        answer: text.toLowerCase(),
        expiresAt: toIso(now + CAPTCHA_TTL_SECONDS * 1000),
        createdAt: toIso(now),
      });
      return {
        captchaEnabled: true,
        uuid: id,
        img: `data:image/png;base64,${drawCaptcha(text).toString('base64')}`,
      };
    },

    /** Checks an answer and keeps the captcha for app/sendCode; a wrong answer deletes it. */
    async validate(uuid: string, answer: string): Promise<void> {
      const stored = await repo.find(uuid);
      try {
        check(stored, answer);
      } catch (error) {
        if (stored) await repo.delete(uuid);
        throw error;
      }
    },

    /** Uses the captcha up (right or wrong). No-op when the gate is off. */
    async consume(uuid: string | undefined, answer: string | undefined): Promise<void> {
      if (!enabled) return;
      if (!uuid || !answer) throw refuse(MSG.auth.captchaRequired);
      check(await repo.take(uuid), answer);
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
