/**
 * Reports and measures (docs/decisions.md, "Reports and measures").
 *
 * - Filing: a user reports a conversation (the other member; chat says who, and that a named message is
 *   theirs), a position (its recruiter) or a company (its owner), with a reason, a note and up to
 *   REPORT_SCREENSHOTS_MAX private screenshots of their own (`/api/documents/...`). Never oneself.
 * - The automatic guard: once AUTO_MUTE_REPORTERS different seekers reported the same account within
 *   AUTO_MUTE_DAYS, it is muted until an operator looks (an automatic measure without an end), and those
 *   reports are flagged: the queue shows them first.
 * - Handling (operators; never a report about themselves, by themselves or about their own company): dismiss,
 *   warn, mute for N days, take the reported position down, suspend the account (its positions taken down,
 *   its sessions ended, every login refused), each with a required reason. Any decision on a report ends the
 *   automatic mute of its account (an operator looked). A measure but a warning can be lifted with a reason:
 *   positions come back as they were.
 * - Who is told: the reporter reads the outcome ('report.handled'), the reported user what was done and why
 *   ('measure.applied', 'measure.lifted'); the notifications module writes them.
 * - Every decision, measure and lift is a row of report_audit (operator null: the automatic guard).
 * Other modules are reached through what the composition root hands in (wiring.ts); this module reads and
 * writes only its own tables.
 *
 * The service is one object made of parts over a shared core (reports-core.ts): filing (filing.service.ts),
 * the operators' queue and a report's context (queue.service.ts), measures and decisions
 * (measures.service.ts), and the automatic guard filing runs (auto-guard.ts).
 */
import { createAutoGuard } from './auto-guard';
import { createFiling } from './filing.service';
import { createMeasures } from './measures.service';
import { createQueue } from './queue.service';
import { createReportsCore, type ReportsServiceDeps } from './reports-core';

export type { ReportsServiceDeps } from './reports-core';
export { REPORTS_PER_HOUR } from './filing.service';

export function createReportsService(deps: ReportsServiceDeps) {
  const core = createReportsCore(deps);
  return {
    ...createFiling(core, createAutoGuard(core)),
    ...createQueue(core),
    ...createMeasures(core),
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
