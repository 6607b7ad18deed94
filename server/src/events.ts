/**
 * In-process domain events: `app.events.emit('position.reviewed', {...})` after a change has been committed.
 * The hook for later issues (the Applications issue turns review results into notifications): a module
 * subscribes with `app.events.on(name, listener)` when it is registered. Listeners run after the emitter's
 * work is done; a listener's failure (thrown or rejected) is logged and never reaches the caller.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface PositionReviewedEvent {
  positionId: number;
  companyId: number;
  /** Who posted the position (the one to notify). */
  recruiterUserId: number;
  title: string;
  result: 'approved' | 'audit_failed';
  /** The operator's reason when the review failed. */
  reason: string | null;
  operatorUserId: number;
  /** ISO 8601. */
  at: string;
}

export interface CompanyReviewedEvent {
  companyId: number;
  ownerUserId: number;
  name: string;
  result: 'approved' | 'audit_failed';
  reason: string | null;
  operatorUserId: number;
  at: string;
}

export interface AppEvents {
  'position.reviewed': PositionReviewedEvent;
  'company.reviewed': CompanyReviewedEvent;
}

type Listener<T> = (event: T) => void | Promise<void>;

export class AppEventBus {
  private readonly listeners = new Map<keyof AppEvents, Array<Listener<never>>>();

  constructor(private readonly log?: FastifyBaseLogger) {}

  on<K extends keyof AppEvents>(name: K, listener: Listener<AppEvents[K]>): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener as Listener<never>]);
  }

  off<K extends keyof AppEvents>(name: K, listener: Listener<AppEvents[K]>): void {
    this.listeners.set(
      name,
      (this.listeners.get(name) ?? []).filter((item) => item !== (listener as Listener<never>)),
    );
  }

  /** Calls every listener of `name`; answers once they have all settled (callers need not wait). */
  async emit<K extends keyof AppEvents>(name: K, event: AppEvents[K]): Promise<void> {
    const listeners = (this.listeners.get(name) ?? []) as Array<Listener<AppEvents[K]>>;
    await Promise.all(
      listeners.map(async (listener) => {
        try {
          await listener(event);
        } catch (error) {
          this.log?.error({ err: error, event: name }, 'event listener failed');
        }
      }),
    );
  }
}
