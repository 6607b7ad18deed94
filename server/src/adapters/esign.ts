/**
 * A licensed e-sign provider (爱签 today: ./asign.ts; 法大大 or e签宝 would be another implementation).
 * The contracts service creates the contract there when it is sent, sends Party B to the provider's signing
 * page, and maps the provider's callbacks onto its own states. Without a provider, contracts are signed in
 * the app (the built-in evidence mode). Provider-neutral: no provider's names or codes leak through here.
 */
export interface RemoteSigner {
  /** Our stable account id for this signer at the provider (e.g. "seeker-12"). */
  account: string;
  name: string;
  idNumber: string;
  phone: string;
  kind: 'person' | 'company';
  companyName?: string;
  creditCode?: string;
}

export interface RemoteContract {
  contractNo: string;
  title: string;
  /** The contract PDF as sent (Party A's seal on it). */
  pdf: Buffer;
  /** ISO 8601: the signing deadline. */
  deadline: string;
  /** Where the provider posts its callbacks. */
  notifyUrl: string;
  signers: RemoteSigner[];
}

export type RemoteStatus = 'waiting' | 'signed' | 'refused' | 'expired' | 'void';

/** A callback, verified and read. `eventId` is unique per event: the caller records it once. */
export interface RemoteEvent {
  eventId: string;
  contractNo: string;
  kind: 'signerSigned' | 'completed' | 'refused' | 'expired';
  account?: string;
  reason?: string;
  /** ISO 8601. */
  at: string;
}

export interface ESignProvider {
  readonly name: string;
  createContract(contract: RemoteContract): Promise<void>;
  signUrl(contractNo: string, signer: RemoteSigner, returnUrl: string): Promise<string>;
  status(contractNo: string): Promise<RemoteStatus>;
  /** The signed PDF. */
  download(contractNo: string): Promise<Buffer>;
  withdraw(contractNo: string, reason: string): Promise<void>;
  /** Verifies a callback's signature and reads it; throws on a forged or malformed one. */
  parseCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): RemoteEvent;
}
