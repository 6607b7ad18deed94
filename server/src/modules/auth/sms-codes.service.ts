/**
 * SMS verification codes: 6 digits, valid 5 minutes, one per phone every 60 s and 10 a day (China's
 * calendar day, UTC+8), burned after 5 wrong tries. Only the newest code of a phone and scene counts, and
 * only its HMAC is stored. Limits are counted in the database (rate_counters), so they hold across instances.
 *
 * Every code costs money, so beyond each phone's limits: account codes (register, login, findPwd,
 * changePhone) are limited per address and per network (`admit`), and the whole service is watched per
 * minute, account codes and contract signing codes apart (`issue`): over the alert figure a warning is logged
 * once a minute and sending goes on; only over the much higher ceiling does it pause. A handful of addresses
 * fills its own quotas long before the service-wide figures, so it cannot stop other people's codes.
 *
 * The image captcha is asked only on risk (`needsCaptcha`): a phone past its free codes of the hour, an
 * address past its free requests of the hour, or wrong codes typed for the phone or from the address. A
 * returning user on a normal day types none; a script gets a few codes, then meets the captcha, then the
 * address and network quotas (docs/decisions.md, "Captcha on risk").
 */
import {
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_DAILY_LIMIT,
  SMS_MAX_ATTEMPTS,
  SMS_RESEND_SECONDS,
  type CodeSent,
  type CodeStatus,
  type SmsScene,
} from '@common/auth';
import { chinaDate, chinaDayStartMs } from '@common/china-time';
import type { Locale } from '@common/i18n';
import { MSG, t } from '@common/messages';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { AppConfig } from '../../core/config';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import { refuse } from '../../http/errors';
import type { SmsSender } from '../../adapters/sms';
import { networkOf, type RateLimiter } from './rate-limit.service';
import { createSmsCodeRepository } from './sms-codes.repository';

const DAY_MS = 86_400_000;
/** Codes older than this are deleted (they only matter for 5 minutes). */
const KEEP_CODES_MS = 2 * DAY_MS;

/** The China calendar day of `time` and the milliseconds left in it. */
function chinaDay(time: number): { day: string; msLeft: number } {
  return { day: chinaDate(time), msLeft: chinaDayStartMs(time) + DAY_MS - time };
}

const gapKey = (phone: string) => `sms:gap:${phone}`;
const dayKey = (phone: string, day: string) => `sms:day:${phone}:${day}`;
const seconds = (ms: number) => Math.ceil(ms / 1000);
const addressKey = (ip: string) => `sms:ip:${ip}`;
const networkKey = (ip: string) => `sms:net:${networkOf(ip)}`;
/** Signing codes are counted apart, so a flood of account codes never pauses contract signing. */
const poolOf = (scene: SmsScene) => (scene === 'sign' ? 'sign' : 'account');
const poolKey = (pool: string) => `sms:all:${pool}`;
/** Codes sent to a phone this hour, and wrong codes typed for a phone or from an address (captcha on risk). */
const phoneHourKey = (phone: string) => `sms:hour:${phone}`;
const wrongPhoneKey = (phone: string) => `sms:wrong:phone:${phone}`;
const wrongAddressKey = (ip: string) => `sms:wrong:ip:${ip}`;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE_MS));

export interface SmsCodeServiceDeps {
  db: Db;
  clock: Clock;
  /** Keys the HMAC of stored codes. */
  secret: string;
  sender: SmsSender;
  limiter: RateLimiter;
  limits: AppConfig['smsLimits'];
  log: FastifyBaseLogger;
}

export function createSmsCodeService({ db, clock, secret, sender, limiter, limits, log }: SmsCodeServiceDeps) {
  const repo = createSmsCodeRepository(db);
  const digest = (phone: string, scene: string, code: string) =>
    createHmac('sha256', secret).update(`${phone}:${scene}:${code}`).digest('hex');

  /**
   * Counts a code in its service-wide pool for this minute: a warning (with the figures) the first time the
   * alert figure is passed, a pause past the ceiling. Answers false when it must not be sent.
   */
  async function withinService(scene: SmsScene): Promise<boolean> {
    const pool = poolOf(scene);
    const minute = await limiter.hit(poolKey(pool), MINUTE_MS);
    const figures = {
      pool,
      sent: minute.hits,
      alertAt: limits.alertMinute,
      ceiling: limits.globalMinute,
      windowSeconds: MINUTE_MS / 1000,
      windowLeftSeconds: seconds(minute.retryAfterMs),
    };
    if (minute.hits === limits.alertMinute + 1) {
      log.warn({ alert: 'sms-burst', ...figures }, 'SMS codes over the service-wide alert figure this minute');
    }
    if (minute.hits <= limits.globalMinute) return true;
    if (minute.hits === limits.globalMinute + 1) {
      log.error({ alert: 'sms-ceiling', ...figures }, 'SMS codes over the service-wide ceiling: paused for the minute');
    }
    return false;
  }

  return {
    /**
     * Whether the next code for `phone` asked from `ip` needs the image captcha: the phone got
     * `captchaPhone` codes this hour, the address asked `captchaAddress` times (the `admit` count), or
     * `captchaWrongCodes` wrong codes were typed for the phone or from the address. Only reads.
     */
    async needsCaptcha(phone: string, ip: string): Promise<boolean> {
      const counts = await Promise.all([
        limiter.peek(phoneHourKey(phone)),
        limiter.peek(addressKey(ip)),
        limiter.peek(wrongPhoneKey(phone)),
        limiter.peek(wrongAddressKey(ip)),
      ]);
      const [sent, asked, wrongForPhone, wrongFromAddress] = counts.map((count) => count.hits);
      return (
        sent! >= limits.captchaPhone ||
        asked! >= limits.captchaAddress ||
        wrongForPhone! >= limits.captchaWrongCodes ||
        wrongFromAddress! >= limits.captchaWrongCodes
      );
    },

    /**
     * The quotas of one address and of its network (/24, /64) for account codes, counting every try that
     * passed the captcha (also those then refused for the phone: they probe which phones are registered).
     * One address was seen asking for 40 phones in 0.3 s; a network quota stops the same from its neighbours.
     */
    async admit(ip: string): Promise<void> {
      const byAddress = await limiter.hit(addressKey(ip), HOUR_MS);
      if (byAddress.hits > limits.addressHourly) {
        throw refuse(MSG.auth.smsAddressLimit, { minutes: minutesLeft(byAddress.retryAfterMs) });
      }
      const byNetwork = await limiter.hit(networkKey(ip), HOUR_MS);
      if (byNetwork.hits > limits.subnetHourly) {
        throw refuse(MSG.auth.smsSubnetLimit, { minutes: minutesLeft(byNetwork.retryAfterMs) });
      }
    },

    /** Sends a new code (the caller has checked the captcha and the scene's rules). */
    async issue(phone: string, scene: SmsScene, locale: Locale): Promise<CodeSent> {
      const now = clock.now();
      const gap = await limiter.hit(gapKey(phone), SMS_RESEND_SECONDS * 1000);
      if (gap.hits > 1) throw refuse(MSG.auth.codeTooSoon, { seconds: seconds(gap.retryAfterMs) });
      const { day, msLeft } = chinaDay(now);
      const daily = await limiter.hit(dayKey(phone, day), msLeft);
      if (daily.hits > SMS_DAILY_LIMIT) throw refuse(MSG.auth.codeDailyLimit);
      if (!(await withinService(scene))) {
        // Not sent: the phone may ask again once sending resumes (the day's count stays).
        await limiter.reset(gapKey(phone));
        throw refuse(MSG.auth.smsBusy);
      }

      await repo.purgeBefore(toIso(now - KEEP_CODES_MS));
      await limiter.purgeExpired();
      const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
      await repo.insert({
        phone,
        scene,
        codeHash: digest(phone, scene, code),
        expiresAt: toIso(now + SMS_CODE_TTL_SECONDS * 1000),
        createdAt: toIso(now),
      });
      const minutes = SMS_CODE_TTL_SECONDS / 60;
      try {
        await sender.send({ phone, scene, code, minutes, text: t(locale, MSG.auth.smsText, { code, minutes }) });
      } catch (error) {
        log.warn({ err: error, provider: sender.provider }, 'sms not sent');
        // The user did not get a code: let them ask again at once (the daily count stays).
        await limiter.reset(gapKey(phone));
        throw refuse(MSG.auth.smsFailed);
      }
      await limiter.hit(phoneHourKey(phone), HOUR_MS);
      return { retryAfter: SMS_RESEND_SECONDS, expiresIn: SMS_CODE_TTL_SECONDS };
    },

    /**
     * Checks a code without using it up; answers its id for `consume`. A wrong code counts a try (the
     * 5th wrong try burns it) and counts against the phone and the caller's address `ip` (when known),
     * so their next code needs the captcha. Refusals: wrong, expired (or none sent), burned.
     */
    async check(phone: string, scene: SmsScene, code: string, ip?: string): Promise<number> {
      const wrong = async () => {
        await limiter.hit(wrongPhoneKey(phone), HOUR_MS);
        if (ip) await limiter.hit(wrongAddressKey(ip), HOUR_MS);
      };
      const row = await repo.newest(phone, scene);
      if (!row) {
        await wrong();
        throw refuse(MSG.auth.codeWrong);
      }
      if (row.consumed_at !== null || Date.parse(row.expires_at) <= clock.now()) {
        throw refuse(MSG.auth.codeExpired);
      }
      if (row.attempts >= SMS_MAX_ATTEMPTS) throw refuse(MSG.auth.codeBurned);
      const expected = Buffer.from(row.code_hash, 'hex');
      const actual = Buffer.from(digest(phone, scene, code), 'hex');
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        const attempts = await repo.addAttempt(row.id);
        await wrong();
        throw refuse(attempts >= SMS_MAX_ATTEMPTS ? MSG.auth.codeBurned : MSG.auth.codeWrong);
      }
      return row.id;
    },

    /**
     * Uses a checked code up, inside the caller's transaction (`trx`) so a failed write leaves it usable.
     * Refuses when a concurrent request used it first.
     */
    async consume(id: number, trx: Db = db): Promise<void> {
      if (!(await createSmsCodeRepository(trx).consume(id, toIso(clock.now())))) {
        throw refuse(MSG.auth.codeExpired);
      }
    },

    async status(phone: string): Promise<CodeStatus> {
      const now = clock.now();
      const gap = await limiter.peek(gapKey(phone));
      const daily = await limiter.peek(dayKey(phone, chinaDay(now).day));
      const waitMs = Math.max(gap.retryAfterMs, daily.hits >= SMS_DAILY_LIMIT ? daily.retryAfterMs : 0);
      return { sent: await repo.hasLiveCode(phone, toIso(now), SMS_MAX_ATTEMPTS), retryAfter: seconds(waitMs) };
    },
  };
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
