/** What an SMS sender is: the code service builds the message, a sender only delivers it. */
import type { SmsScene } from '@common/auth';

export interface SmsMessage {
  phone: string;
  scene: SmsScene;
  code: string;
  /** Minutes the code stays valid. */
  minutes: number;
  /** The full text in the user's language, signature included. */
  text: string;
}

/**
 * A notification SMS (the outbox's SMS channel): the same senders carry it. Providers with approved
 * templates (Tencent) send `template` with `params` in its order; the log prints `text`.
 */
export interface SmsNotice {
  phone: string;
  /** The delivery kind it tells (interview_invited...), which names its template. */
  notice: string;
  /** The template's parameters, in order ({1}, {2}...). */
  params: string[];
  /** The full text in the user's language, signature included. */
  text: string;
  /** The outbox row it delivers: the log prints it, so a delivery is told apart from a repeat of it. */
  outboxId?: number;
}

export interface SmsSender {
  readonly provider: string;
  /** Resolves once the provider accepted the message; rejects otherwise. */
  send(message: SmsMessage | SmsNotice): Promise<void>;
}
