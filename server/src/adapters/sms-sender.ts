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

export interface SmsSender {
  readonly provider: string;
  /** Resolves once the provider accepted the message; rejects otherwise. */
  send(message: SmsMessage): Promise<void>;
}
