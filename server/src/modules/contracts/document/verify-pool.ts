/**
 * Checking an uploaded PDF's signature off the event loop: anyone may upload one, and hashing and parsing it
 * on the main thread would hold every other request meanwhile. A few worker threads (node:worker_threads;
 * one on a two-core host) are started when first needed, take one PDF at a time, and stop after a minute
 * idle. A check gets a time limit (its worker is then stopped and replaced) and waits in a short queue;
 * beyond it the call is refused rather than queued without end.
 *
 * The worker is build/server/contract-verify-worker.js beside the bundle (scripts/build-server.mjs); from the
 * sources (tsx, jest) it is the .ts file beside this one, loaded through tsx's require hook.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { VerifyTask } from './contract-verify-worker';
import type { SignedPdfCheck } from './verify-pdf';

const WORKER = 'contract-verify-worker';
const WORKERS = Math.max(1, Math.min(2, os.availableParallelism() - 1));
const QUEUE_MAX = 16;
const IDLE_MS = 60_000;
/** How long a worker may take to start (tsx compiles it from the sources). */
const STARTUP_MS = 30_000;

export const verifyLimits = {
  /** How long one check may run once its worker is ready (a product PDF takes a few milliseconds). */
  timeMs: 5_000,
};

/** Why a check did not answer: too many waiting, over its time, or its worker failed. */
export class VerifyRefused extends Error {
  constructor(readonly reason: 'busy' | 'timeout' | 'failed') {
    super(`PDF check refused: ${reason}`);
    this.name = 'VerifyRefused';
  }
}

interface Job {
  pdf: Buffer;
  fingerprint: string;
  resolve: (check: SignedPdfCheck) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job & { id: number };
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

const queue: Job[] = [];
const slots: Slot[] = [];
let nextId = 1;

function startWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: 128 } };
  const bundled = path.join(__dirname, `${WORKER}.js`);
  if (fs.existsSync(bundled)) return new Worker(bundled, options);
  const source = JSON.stringify(path.join(__dirname, `${WORKER}.ts`));
  const tsx = JSON.stringify(require.resolve('tsx/cjs/api'));
  return new Worker(`require(${tsx}).register(); require(${source});`, { ...options, eval: true });
}

function retire(slot: Slot): void {
  clearTimeout(slot.timer);
  clearTimeout(slot.idle);
  const index = slots.indexOf(slot);
  if (index >= 0) slots.splice(index, 1);
}

/** Ends the slot's job with an error and its worker with it; the next job gets a new worker. */
function fail(slot: Slot, reason: VerifyRefused['reason']): void {
  const job = slot.job;
  slot.job = undefined;
  retire(slot);
  void slot.worker.terminate();
  job?.reject(new VerifyRefused(reason));
  pump();
}

/** The job's time runs from when its worker is ready; a worker that never gets ready fails it too. */
function startClock(slot: Slot): void {
  if (!slot.job) return;
  clearTimeout(slot.timer);
  const limit = verifyLimits.timeMs + (slot.ready ? 0 : STARTUP_MS);
  slot.timer = setTimeout(() => fail(slot, 'timeout'), limit);
}

function spawn(): Slot {
  const slot: Slot = { worker: startWorker(), ready: false };
  slot.worker.on('message', (answer: { ready?: true; id?: number; check?: SignedPdfCheck }) => {
    if (answer.ready) {
      slot.ready = true;
      startClock(slot);
      return;
    }
    const job = slot.job;
    if (!job || answer.id !== job.id) return;
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
    slot.worker.unref();
    job.resolve(answer.check!);
    slot.idle = setTimeout(() => {
      retire(slot);
      void slot.worker.terminate();
    }, IDLE_MS).unref();
    pump();
  });
  slot.worker.on('error', () => fail(slot, 'failed'));
  slot.worker.on('exit', () => fail(slot, 'failed'));
  // Only a worker with a job keeps the process alive (unref after the listeners: adding one refs again).
  slot.worker.unref();
  slots.push(slot);
  return slot;
}

function pump(): void {
  while (queue.length > 0) {
    const slot = slots.find((candidate) => !candidate.job) ?? (slots.length < WORKERS ? spawn() : undefined);
    if (!slot) return;
    const job = queue.shift()!;
    clearTimeout(slot.idle);
    const id = nextId++;
    slot.job = { ...job, id };
    slot.worker.ref();
    const task: VerifyTask = { id, pdf: new Uint8Array(job.pdf), fingerprint: job.fingerprint };
    slot.worker.postMessage(task, [task.pdf.buffer as ArrayBuffer]);
    startClock(slot);
  }
}

/** Checks `pdf`'s signature in a worker thread (verify-pdf.ts); rejects with VerifyRefused. */
export function verifyOffThread(pdf: Buffer, fingerprint: string): Promise<SignedPdfCheck> {
  if (queue.length >= QUEUE_MAX) return Promise.reject(new VerifyRefused('busy'));
  return new Promise((resolve, reject) => {
    queue.push({ pdf, fingerprint, resolve, reject });
    pump();
  });
}
