/**
 * Consent records: the versions of the user agreement and the privacy policy each
 * account accepted. The versions in force are the content module's current agreements (handed in); an
 * account is asked again (`mustAccept`) while its newest record of a kind is not the version in force, and
 * also when it has none (accounts older than the records). Operators are staff: never asked.
 *
 * Account creation writes the records inside its own transaction (`record` with `tx.db`), so an account
 * never exists without the consent it was created with.
 */
import { CONSENT_KINDS, type AgreementVersions, type ConsentStatus } from '@common/auth';
import { MSG } from '@common/messages';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';
import type { UserRole } from '../../db/types';
import { refuse } from '../../http/errors';
import { createConsentsRepository } from './consents.repository';

/** How a consent was given: with a new account (by which call), or when the app asked again. */
export type ConsentVia = 'code_login' | 'register' | 'wechat' | 'wechat_phone' | 'alipay' | 'prompt';

/** What a call that may create an account says about the agreements (common/auth.ts `termsShape`). */
export interface TermsAnswer {
  acceptTerms?: boolean;
  agreementVersions?: AgreementVersions;
}

/** One record as the user's data copy shows it. */
export interface ConsentRecord {
  kind: string;
  version: string;
  via: string;
  ip: string | null;
  acceptedAt: string;
}

export interface ConsentServiceDeps {
  db: Db;
  clock: Clock;
  /** The current version of each agreement type (content module); a type without an agreement is absent. */
  currentVersions: () => Promise<Partial<Record<string, string>>>;
}

export function createConsentService({ db, clock, currentVersions }: ConsentServiceDeps) {
  const repo = createConsentsRepository(db);

  async function current(): Promise<AgreementVersions> {
    const versions = await currentVersions();
    return { user: versions.user ?? '', privacy: versions.privacy ?? '' };
  }

  /** The versions shown must be those in force: a consent to an older text is no consent to the new one. */
  async function checkShown(shown: AgreementVersions | undefined): Promise<AgreementVersions> {
    const inForce = await current();
    if (shown && CONSENT_KINDS.some((kind) => shown[kind] !== inForce[kind])) throw refuse(MSG.auth.termsChanged);
    return inForce;
  }

  async function record(
    handle: Db,
    userId: number,
    versions: AgreementVersions,
    via: ConsentVia,
    ip: string | null,
  ): Promise<void> {
    const acceptedAt = toIso(clock.now());
    await createConsentsRepository(handle).insert(
      CONSENT_KINDS.filter((kind) => versions[kind] !== '').map((kind) => ({
        user_id: userId,
        kind,
        version: versions[kind],
        via,
        ip,
        accepted_at: acceptedAt,
      })),
    );
  }

  async function status(user: { id: number; role: UserRole }): Promise<ConsentStatus> {
    const inForce = await current();
    const newest = new Map((await repo.newest(user.id)).map((row) => [row.kind, row]));
    const accepted = (kind: (typeof CONSENT_KINDS)[number]) => {
      const row = newest.get(kind);
      return row ? { version: row.version, acceptedAt: row.accepted_at } : null;
    };
    const behind = CONSENT_KINDS.some((kind) => inForce[kind] !== '' && newest.get(kind)?.version !== inForce[kind]);
    return {
      current: inForce,
      accepted: { user: accepted('user'), privacy: accepted('privacy') },
      mustAccept: user.role !== 'operator' && behind,
    };
  }

  return {
    current,
    record,
    status,

    /**
     * The versions a new account accepts: refused with `auth.termsRequired` unless the user ticked the
     * agreements, with `auth.termsChanged` when the app showed other versions than those in force.
     */
    async accepted(terms: TermsAnswer): Promise<AgreementVersions> {
      if (terms.acceptTerms !== true) throw refuse(MSG.auth.termsRequired);
      return checkShown(terms.agreementVersions);
    },

    /** The versions a new account accepts when the call may omit the flag (see auth.service `register`). */
    async shown(terms: TermsAnswer): Promise<AgreementVersions> {
      return checkShown(terms.agreementVersions);
    },

    /** `POST user/consents`: the caller accepts the versions in force (those the app showed). */
    async accept(
      user: { id: number; role: UserRole },
      versions: AgreementVersions,
      ip: string,
    ): Promise<ConsentStatus> {
      const inForce = await checkShown(versions);
      await record(db, user.id, inForce, 'prompt', ip);
      return status(user);
    },

    /** Every record of a user, oldest first (the user's copy of their data). */
    async ofUser(userId: number): Promise<ConsentRecord[]> {
      return (await repo.ofUser(userId)).map((row) => ({
        kind: row.kind,
        version: row.version,
        via: row.via,
        ip: row.ip,
        acceptedAt: row.accepted_at,
      }));
    },

    /** Leaving: a deleted account's records go (with the address they were given from). */
    forgetUser: (userId: number): Promise<void> => repo.forget(userId),
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
