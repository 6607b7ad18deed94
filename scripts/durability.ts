/**
 * `npm run durability`: acknowledged writes survive `kill -9`. The real server bundle (build/server/main.js,
 * run `npm run build:server` first) takes concurrent writes — registrations, resume saves (the basic record
 * and project records), chat messages from both members of a demo conversation — and is killed with SIGKILL
 * after a random 1.5–4 s (longer while a kind of write has no ack yet in the round), restarted on the same
 * data and asked for every write it had acknowledged (HTTP 200 with body code 200). 3 rounds on SQLite and,
 * when DURABILITY_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, 3 rounds on a temporary
 * PostgreSQL database too. Exits 1 when any acknowledged write is missing: a client that was told "saved"
 * must find it after a crash. Each round also rechecks the writes of the rounds before it.
 *
 * A request in flight at the kill is not acknowledged and may or may not have been applied; the checks
 * accept both outcomes for it (a later basic value, a project whose delete was cut off) and nothing else.
 *
 * The outbox under the same kills: the demo recruiter invites SMS_SEEKERS new seekers (registered before
 * the first round, two applications each, so the daily SMS cap of 3 is never what decides; quiet hours set
 * away from now) to interviews, and every invitation must reach the seeker by SMS. SMS_PROVIDER=log prints
 * each with its outbox row id; the outbox table is read directly (the SQLite file read-only, or
 * PostgreSQL). In most rounds the kill is sent the moment an invitation is acknowledged, so it lands
 * between the COMMIT and the SMS (picked up by the sweep after the writer's lease) or between the send and
 * its record (sent again: the known at-least-once window). After each restart, once WRITER_LEASE_MS and a
 * sweep have passed: every committed invitation of these seekers has its SMS row, sent or skipped (lost
 * otherwise); no row recorded sent before a kill was sent again (a duplicate: exit 1).
 *
 *   npm run build:server && npm run durability
 *   DURABILITY_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run durability
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { withTemporaryDatabase } from './lib/temporary-database';

const { freePort } = require('./lib/server.cjs') as { freePort(): Promise<number> };

const ROOT = path.resolve(__dirname, '..');
const ROUNDS = 3;
const PG_URL = process.env.DURABILITY_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
const SEEKER = { phone: '13800000001', password: 'demo1234' };
const RECRUITER = { phone: '13800000002', password: 'demo1234' };
const PASSWORD = 'abc12345';
/** Projects kept by the writer: well under MAX_PROJECTS (30), so a create is never refused for the cap. */
const PROJECTS_KEPT = 20;
/** Registrations at once: each costs a 300 ms scrypt hash, so more would only queue on the 2 cores. */
const REGISTRATION_WRITERS = 3;
/** Seekers invited to interviews (two applications each); their invitations are shared out over the rounds. */
const SMS_SEEKERS = Number(process.env.DURABILITY_SMS_SEEKERS ?? 60);
/** Applications each SMS seeker makes: at most 2 invitations, so even a send taken twice stays within the cap. */
const APPLICATIONS_EACH = 2;
/** The writer's lease on new outbox rows (outbox.service.ts WRITER_LEASE_MS) and the sweep interval set here. */
const WRITER_LEASE_MS = 30_000;
const SWEEP_MS = 500;
/** Between one writer's invitations (two writers): about 10 a second, so a round's share lasts past the kill. */
const INVITATION_PAUSE_MS = 150;

// ---- The server process ----------------------------------------------------------------------------------

/** One server process on fixed data; restartable on the same DATA_DIR / DATABASE_URL. */
class Server {
  private child: ChildProcess | undefined;
  private closed: Promise<unknown> = Promise.resolve();
  private tail = '';
  /** The newest SMS code per phone, read from the log lines of SMS_PROVIDER=log. */
  readonly codes = new Map<string, string>();
  /** Starts so far: the lifetime a log line belongs to (1 = until the first kill). */
  lifetime = 0;
  /** Notification SMS logged: outbox row id -> the lifetimes it was sent in (once per send). */
  readonly notices = new Map<number, number[]>();

  constructor(
    readonly url: string,
    private readonly env: Record<string, string>,
  ) {}

  async start() {
    this.lifetime += 1;
    // Each process's lines are its own: a line the killed one wrote last is read after its exit.
    const lifetime = this.lifetime;
    const partial = { text: '' };
    const child = spawn(process.execPath, [path.join(ROOT, 'build/server/main.js')], {
      cwd: ROOT,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    // 'close': the process exited and its output has been read to the end.
    this.closed = new Promise((resolve) => child.once('close', resolve));
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => this.read(chunk, lifetime, partial));
    child.stderr!.on('data', (chunk: Buffer) => this.keep(chunk.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${this.tail}`);
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start:\n${this.tail}`);
      await sleep(50);
    }
  }

  /** SIGKILL: no drain, no close of the database; answers when the process is gone and its output read. */
  async kill() {
    const child = this.child!;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await this.closed;
  }

  /** SIGKILL at once, from inside a writer (the moment an answer arrived); `kill()` then waits for the exit. */
  killNow() {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }

  /** SIGTERM at the very end (the data is thrown away anyway). */
  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await this.closed;
  }

  output() {
    return this.tail;
  }

  private read(chunk: string, lifetime: number, partial: { text: string }) {
    this.keep(chunk);
    const lines = (partial.text + chunk).split('\n');
    partial.text = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"sms"')) continue;
      try {
        const { sms, outbox } = JSON.parse(line) as { sms?: { phone: string; text: string }; outbox?: number };
        if (sms && typeof outbox === 'number') {
          this.notices.set(outbox, [...(this.notices.get(outbox) ?? []), lifetime]);
          continue;
        }
        const code = sms && /\d{6}/.exec(sms.text);
        if (sms && code) this.codes.set(sms.phone, code[0]);
      } catch {
        // not a JSON log line
      }
    }
  }

  /** The last 20 kB of output, for the error when the server does not come up. */
  private keep(text: string) {
    this.tail = (this.tail + text).slice(-20_000);
  }
}

// ---- HTTP ----------------------------------------------------------------------------------------------

interface Answer {
  code: number;
  msg?: string;
  data?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Thrown when the request did not get an answer (the server died): the outcome is unknown. */
class NoAnswer extends Error {}

async function call(url: string, method: string, body?: unknown, token?: string): Promise<Answer> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    text = await res.text();
  } catch (error) {
    throw new NoAnswer(String(error));
  }
  let json: Answer;
  try {
    json = JSON.parse(text) as Answer;
  } catch {
    // A body cut off by the kill is no answer either.
    throw new NoAnswer(`HTTP ${res.status}: ${text.slice(0, 200)}`);
  }
  return res.status === 200 ? json : { ...json, code: json.code === 200 ? res.status : json.code };
}

/** A call that must succeed (setup and verification, when the server is up and nobody kills it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function must(url: string, method: string, body?: unknown, token?: string): Promise<any> {
  const json = await call(url, method, body, token);
  if (json.code !== 200) throw new Error(`${method} ${url}: ${json.code} ${json.msg ?? ''}`);
  return json.data;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- What the server acknowledged ----------------------------------------------------------------------

type Kind = 'registration' | 'basic' | 'project' | 'projectDelete' | 'message' | 'invitation';

interface Ledger {
  registrations: { phone: string; round: number }[];
  /** Basic saves in order; `seq` is written into `hobbies`, so the stored value says which save it is. */
  basic: { seq: number; round: number }[];
  projectsCreated: Map<number, { name: string; round: number }>;
  projectsDeleted: Map<number, { round: number }>;
  /** Projects a delete was sent for, acknowledged or not: their presence proves nothing. */
  deleteSent: Set<number>;
  messages: { clientId: string; seq: number; senderId: number; round: number }[];
  /** Interview invitations acknowledged: each must reach its seeker by SMS. */
  invitations: { interviewId: number; seekerId: number; round: number }[];
}

interface Tally {
  acknowledged: number;
  verified: number;
  lost: number;
  byKind: Record<Kind, number>;
}

const newTally = (): Tally => ({
  acknowledged: 0,
  verified: 0,
  lost: 0,
  byKind: { registration: 0, basic: 0, project: 0, projectDelete: 0, message: 0, invitation: 0 },
});

// ---- One database --------------------------------------------------------------------------------------

interface Context {
  label: string;
  server: Server;
  api: string;
  seeker: { token: string; id: number };
  recruiter: { token: string; id: number };
  conversationId: number;
  ledger: Ledger;
  /** Projects on the server as the writer knows them, oldest first (deleted from the front). */
  projects: number[];
  nextPhone: () => string;
  basicSeq: number;
  /** Every loss seen, kept across rechecks (a write lost once counts even if it came back). */
  losses: Set<string>;
  /** Applications of the SMS seekers not invited yet (each is tried once: a cut-off try may have landed). */
  smsApplications: { applicationId: number; seekerId: number }[];
  smsSeekerIds: Set<number>;
  invitationSeq: number;
  store: Store;
  outbox: OutboxLedger;
}

// ---- The outbox, read from the database ------------------------------------------------------------------

interface SmsRow {
  userId: number;
  state: string;
  lastError: string | null;
}

/** Direct reads of the database the server writes (the SQLite file read-only, or PostgreSQL). */
interface Store {
  /** The interview invitations' SMS rows by outbox id. */
  smsRows(): Promise<Map<number, SmsRow>>;
  /** Every interview: its id and its seeker. */
  interviews(): Promise<{ id: number; seekerId: number }[]>;
}

const SMS_ROWS =
  "SELECT id, user_id, state, last_error FROM outbox WHERE channel = 'sms' AND kind = 'interview_invited'";
const INTERVIEWS = 'SELECT id, seeker_user_id FROM interviews';

type RawRow = Record<string, unknown>;
const toSmsRows = (rows: RawRow[]) =>
  new Map(
    rows.map((r) => [
      Number(r.id),
      { userId: Number(r.user_id), state: String(r.state), lastError: (r.last_error as string | null) ?? null },
    ]),
  );
const toInterviews = (rows: RawRow[]) => rows.map((r) => ({ id: Number(r.id), seekerId: Number(r.seeker_user_id) }));

function sqliteStore(file: string): Store {
  // Opened for each read: the server comes and goes, and a read-only handle never checkpoints nor writes.
  const read = (sql: string) => {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql).all() as RawRow[];
    } finally {
      db.close();
    }
  };
  return {
    smsRows: async () => toSmsRows(read(SMS_ROWS)),
    interviews: async () => toInterviews(read(INTERVIEWS)),
  };
}

function postgresStore(url: string): Store {
  const read = async (sql: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as RawRow[];
    } finally {
      await client.end();
    }
  };
  return {
    smsRows: async () => toSmsRows(await read(SMS_ROWS)),
    interviews: async () => toInterviews(await read(INTERVIEWS)),
  };
}

/** What the outbox did across the kills. */
interface OutboxLedger {
  /** The SMS rows' states read right after each kill (index: the lifetime that was killed, from 1). */
  atKill: Map<number, Map<number, SmsRow>>;
  /** Rounds whose kill was sent the moment an invitation was acknowledged. */
  killsOnAck: number;
  /** Seconds from each restart until every invitation's SMS row was sent or skipped. */
  settledAfter: number[];
}

interface OutboxFigures {
  committed: number;
  rows: number;
  sent: number;
  skipped: number;
  skippedReasons: Record<string, number>;
  pending: number;
  /** Committed invitations without a row, or whose row is not sent or skipped (by seeker, counted). */
  lost: number;
  /** Rows pending at a kill and not sent before it: delivered by the sweep of a later lifetime. */
  pendingAtKill: number;
  sweptAfterRestart: number;
  /** Sent before a kill that came before the send was recorded, and sent again after the restart. */
  windowRepeats: number;
  /** Sent before such a kill and not sent again (the repeat was skipped, e.g. by the cap). */
  windowOnce: number;
  /** Recorded sent before a kill and sent again, or sent twice in one lifetime: must be 0. */
  duplicates: string[];
  /** Recorded sent with no log line (the log line cut off by the kill). */
  sentUnlogged: number;
}

/** The figures of the outbox so far, from the rows, the interviews and the log lines of every lifetime. */
async function outboxFigures(ctx: Context): Promise<OutboxFigures> {
  const rows = [...(await ctx.store.smsRows())].filter(([, row]) => ctx.smsSeekerIds.has(row.userId));
  const interviews = (await ctx.store.interviews()).filter((i) => ctx.smsSeekerIds.has(i.seekerId));
  const figures: OutboxFigures = {
    committed: interviews.length,
    rows: rows.length,
    sent: 0,
    skipped: 0,
    skippedReasons: {},
    pending: 0,
    lost: 0,
    pendingAtKill: 0,
    sweptAfterRestart: 0,
    windowRepeats: 0,
    windowOnce: 0,
    duplicates: [],
    sentUnlogged: 0,
  };
  const done = new Map<number, number>();
  for (const [id, row] of rows) {
    if (row.state === 'sent') figures.sent += 1;
    else if (row.state === 'skipped') {
      figures.skipped += 1;
      const reason = row.lastError ?? '?';
      figures.skippedReasons[reason] = (figures.skippedReasons[reason] ?? 0) + 1;
    } else if (row.state === 'pending') figures.pending += 1;
    if (row.state === 'sent' || row.state === 'skipped') done.set(row.userId, (done.get(row.userId) ?? 0) + 1);

    const lifetimes = ctx.server.notices.get(id) ?? [];
    if (row.state === 'sent' && !lifetimes.length) figures.sentUnlogged += 1;
    if (new Set(lifetimes).size < lifetimes.length) figures.duplicates.push(`outbox ${id}: sent twice in one lifetime`);
    for (const [killed, states] of ctx.outbox.atKill) {
      const then = states.get(id);
      if (!then) continue;
      const sentBefore = lifetimes.includes(killed);
      const sentAfter = lifetimes.some((l) => l > killed);
      if (then.state === 'sent' && sentAfter)
        figures.duplicates.push(`outbox ${id}: recorded sent before kill ${killed}, sent again after it`);
      if (then.state !== 'pending') continue;
      if (!sentBefore) {
        figures.pendingAtKill += 1;
        if (sentAfter || row.state === 'skipped') figures.sweptAfterRestart += 1;
      } else if (sentAfter) figures.windowRepeats += 1;
      else figures.windowOnce += 1;
    }
  }
  // Every committed invitation (acknowledged or cut off and landed) has its row, sent or skipped.
  const bySeeker = new Map<number, number>();
  for (const i of interviews) bySeeker.set(i.seekerId, (bySeeker.get(i.seekerId) ?? 0) + 1);
  for (const [seekerId, count] of bySeeker) figures.lost += Math.max(0, count - (done.get(seekerId) ?? 0));
  return figures;
}

interface RoundState {
  writing: boolean;
  /** Kill the server the moment the next invitation is acknowledged. */
  killOnAck: boolean;
  killedOnAck: boolean;
}

/** Writes until the round's `writing` turns false or the server stops answering; records only acks. */
async function writers(ctx: Context, round: number, state: RoundState) {
  const { api, ledger } = ctx;
  const tag = `${ctx.label === 'SQLite' ? 's' : 'p'}${round}`;
  const seekerToken = ctx.seeker.token;

  async function loop(step: () => Promise<void>) {
    while (state.writing) {
      try {
        await step();
      } catch (error) {
        if (error instanceof NoAnswer) return; // killed: stop until the next round
        throw error;
      }
    }
  }

  const registration = () =>
    loop(async () => {
      const phone = ctx.nextPhone();
      ctx.server.codes.delete(phone);
      const sent = await call(`${api}/app/sendCode`, 'POST', { phone, scene: 'register' });
      if (sent.code !== 200) throw new Error(`sendCode ${phone} refused: ${sent.code} ${sent.msg}`);
      // The log line may reach our pipe just after the answer.
      const deadline = Date.now() + 3000;
      while (!ctx.server.codes.has(phone)) {
        if (!state.writing) return;
        if (Date.now() > deadline) throw new Error(`no SMS code logged for ${phone}`);
        await sleep(5);
      }
      const code = ctx.server.codes.get(phone)!;
      const json = await call(`${api}/app/register`, 'POST', {
        phone,
        code,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      if (json.code !== 200) throw new Error(`register ${phone} refused: ${json.code} ${json.msg}`);
      ledger.registrations.push({ phone, round });
    });

  const basicBody = await must(`${api}/resume/basic`, 'GET', undefined, seekerToken);
  const basic = () =>
    loop(async () => {
      const seq = ++ctx.basicSeq;
      const body = {
        nickname: basicBody.nickname,
        wechat: basicBody.wechat,
        email: basicBody.email,
        birthDate: basicBody.birthDate,
        gender: basicBody.gender,
        jobStatus: basicBody.jobStatus,
        hobbies: `durability ${seq}`,
        selfEvaluation: basicBody.selfEvaluation,
        otherSkills: basicBody.otherSkills,
        acceptOvertime: basicBody.acceptOvertime,
        acceptTravel: basicBody.acceptTravel,
      };
      const json = await call(`${api}/resume/basic`, 'PUT', body, seekerToken);
      if (json.code !== 200) throw new Error(`basic save refused: ${json.code} ${json.msg}`);
      ledger.basic.push({ seq, round });
    });

  let projectNumber = 0;
  const projects = () =>
    loop(async () => {
      if (ctx.projects.length >= PROJECTS_KEPT) {
        const id = ctx.projects.shift()!;
        ledger.deleteSent.add(id);
        const json = await call(`${api}/resume/projects/${id}`, 'DELETE', undefined, seekerToken);
        if (json.code !== 200) throw new Error(`project ${id} delete refused: ${json.code} ${json.msg}`);
        ledger.projectsDeleted.set(id, { round });
        return;
      }
      const name = `durability ${tag} ${++projectNumber}`;
      const json = await call(
        `${api}/resume/projects`,
        'POST',
        { name, role: 'tester', description: 'written while the server may be killed' },
        seekerToken,
      );
      if (json.code !== 200) throw new Error(`project create refused: ${json.code} ${json.msg}`);
      ledger.projectsCreated.set(json.data.id, { name, round });
      ctx.projects.push(json.data.id);
    });

  const chat = (who: 'seeker' | 'recruiter') => {
    const member = ctx[who];
    let n = 0;
    return loop(async () => {
      const clientId = `dur-${tag}-${who}-${++n}`;
      const json = await call(
        `${api}/conversations/${ctx.conversationId}/messages`,
        'POST',
        { clientId, kind: 'text', text: clientId },
        member.token,
      );
      if (json.code !== 200) throw new Error(`message refused: ${json.code} ${json.msg}`);
      if (json.data.clientId !== clientId) throw new Error(`message ${clientId} answered as ${json.data.clientId}`);
      ledger.messages.push({ clientId, seq: json.data.seq, senderId: member.id, round });
    });
  };

  // This round's share of the applications still to invite, spread by a pause so the kill finds some.
  const quota = Math.ceil(ctx.smsApplications.length / (ROUNDS - round + 1));
  let taken = 0;
  const invitations = () =>
    loop(async () => {
      const next = taken < quota ? ctx.smsApplications.shift() : undefined;
      if (!next) {
        await sleep(50);
        return;
      }
      taken += 1;
      // A distinct time each, two days ahead: the SMS text names it.
      const time = new Date(Date.now() + 2 * 86_400_000 + ++ctx.invitationSeq * 60_000).toISOString();
      const json = await call(
        `${api}/interviews`,
        'POST',
        {
          applicationId: next.applicationId,
          method: 'offline',
          time,
          address: '杭州市西湖区文三路90号 3楼',
          note: tag,
        },
        ctx.recruiter.token,
      );
      if (json.code !== 200) throw new Error(`invitation ${next.applicationId} refused: ${json.code} ${json.msg}`);
      ledger.invitations.push({ interviewId: json.data.id, seekerId: next.seekerId, round });
      if (state.killOnAck) {
        // The COMMIT is done and the SMS is on its way in the background: kill now.
        ctx.server.killNow();
        state.killedOnAck = true;
        return;
      }
      await sleep(INVITATION_PAUSE_MS);
    });

  await Promise.all([
    ...Array.from({ length: REGISTRATION_WRITERS }, registration),
    basic(),
    projects(),
    chat('seeker'),
    chat('recruiter'),
    invitations(),
    invitations(),
  ]);
}

/** After the restart: every acknowledged write of every round so far, counted per round. */
async function verify(ctx: Context, tallies: Tally[]) {
  const { api, ledger } = ctx;
  const count = (round: number, ok: boolean, what: string) => {
    const t = tallies[round - 1];
    if (ok) t.verified += 1;
    else {
      t.lost += 1;
      ctx.losses.add(`${ctx.label} round ${round}: ${what}`);
    }
  };

  // Registrations: each phone logs in with its password (4 at a time: scrypt).
  const queue = [...ledger.registrations];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let r = queue.shift(); r; r = queue.shift()) {
        const json = await call(`${api}/app/loginByPwd`, 'POST', { phone: r.phone, password: PASSWORD });
        count(r.round, json.code === 200, `registration ${r.phone}: login ${json.code} ${json.msg}`);
      }
    }),
  );

  // Basic record: holds the last acknowledged save, or the later one cut off by the kill. The saves are sent
  // one after the other, so a save is there when the record holds it or a later one (which replaced it).
  const basic = await must(`${api}/resume/basic`, 'GET', undefined, ctx.seeker.token);
  const stored = /^durability (\d+)$/.exec(basic.hobbies ?? '');
  const storedSeq = stored ? Number(stored[1]) : 0;
  const lastAcked = ledger.basic.length ? ledger.basic[ledger.basic.length - 1].seq : 0;
  for (const b of ledger.basic) {
    const ok = storedSeq >= b.seq;
    count(b.round, ok, `basic save ${b.seq}: the record holds "${basic.hobbies}" (last acknowledged ${lastAcked})`);
  }

  // Projects: acknowledged creates exist (unless a delete was sent since), acknowledged deletes stay deleted.
  const resume = await must(`${api}/resume`, 'GET', undefined, ctx.seeker.token);
  const present = new Map<number, string>(
    (resume.projects as { id: number; name: string }[]).map((p) => [p.id, p.name]),
  );
  for (const [id, p] of ledger.projectsCreated) {
    const ok = ledger.deleteSent.has(id) || present.get(id) === p.name;
    count(p.round, ok, `project ${id} "${p.name}": ${present.has(id) ? `holds "${present.get(id)}"` : 'missing'}`);
  }
  for (const [id, d] of ledger.projectsDeleted) {
    count(d.round, !present.has(id), `project ${id}: deleted (acknowledged) but back`);
  }
  // The writer goes on from what is really there: creates cut off by the kill may have landed.
  ctx.projects = [...present.keys()].filter((id) => !ledger.deleteSent.has(id)).sort((a, b) => a - b);

  // Messages: every acknowledged one at its seq, from its sender; read all pages by seq.
  const bySeq = new Map<number, { clientId: string | null; senderId: number | null }>();
  for (let after = 0; ;) {
    const page = await must(
      `${api}/conversations/${ctx.conversationId}/messages?after=${after}&limit=100`,
      'GET',
      undefined,
      ctx.seeker.token,
    );
    const messages = page.messages as { seq: number; clientId: string | null; senderId: number | null }[];
    if (messages.length === 0) break;
    for (const m of messages) bySeq.set(m.seq, { clientId: m.clientId, senderId: m.senderId });
    after = messages[messages.length - 1].seq;
  }
  for (const m of ledger.messages) {
    const found = bySeq.get(m.seq);
    const ok = found?.clientId === m.clientId && found.senderId === m.senderId;
    count(m.round, ok, `message ${m.clientId} at seq ${m.seq}: ${found ? `seq holds ${found.clientId}` : 'missing'}`);
  }
  const seqs = [...bySeq.keys()].sort((a, b) => a - b);
  const gaps = seqs.filter((s, i) => s !== i + 1).length;
  if (gaps) console.log(`  note: the conversation's seqs are not 1..${seqs.length} (${gaps} out of place)`);
}

/**
 * After a restart: waits until every SMS row of the invited seekers is sent or skipped (rows of a killed
 * writer wait for its lease, WRITER_LEASE_MS, then a sweep), then counts each acknowledged invitation as
 * verified when its interview is there and its seeker has a finished SMS row for every interview.
 */
async function verifyOutbox(ctx: Context, tallies: Tally[], restartedAt: number) {
  const deadline = Date.now() + WRITER_LEASE_MS + 30_000;
  let figures = await outboxFigures(ctx);
  while (figures.pending > 0 && Date.now() < deadline) {
    await sleep(SWEEP_MS);
    figures = await outboxFigures(ctx);
  }
  ctx.outbox.settledAfter.push((Date.now() - restartedAt) / 1000);
  const interviews = (await ctx.store.interviews()).filter((i) => ctx.smsSeekerIds.has(i.seekerId));
  const present = new Set(interviews.map((i) => i.id));
  const rows = [...(await ctx.store.smsRows()).values()].filter((row) => ctx.smsSeekerIds.has(row.userId));
  const finished = new Map<number, number>();
  for (const row of rows)
    if (row.state === 'sent' || row.state === 'skipped') finished.set(row.userId, (finished.get(row.userId) ?? 0) + 1);
  const invited = new Map<number, number>();
  for (const i of interviews) invited.set(i.seekerId, (invited.get(i.seekerId) ?? 0) + 1);
  for (const inv of ctx.ledger.invitations) {
    const t = tallies[inv.round - 1];
    const delivered = (finished.get(inv.seekerId) ?? 0) >= (invited.get(inv.seekerId) ?? 0);
    if (present.has(inv.interviewId) && delivered) t.verified += 1;
    else {
      t.lost += 1;
      ctx.losses.add(
        `${ctx.label} round ${inv.round}: invitation ${inv.interviewId} (seeker ${inv.seekerId}): ` +
          (present.has(inv.interviewId)
            ? `${finished.get(inv.seekerId) ?? 0} SMS sent or skipped for ${invited.get(inv.seekerId)} interviews`
            : 'interview missing'),
      );
    }
  }
  return figures;
}

/** China wall time "HH:mm" `hours` from now. */
function chinaClock(hours: number, minutes = 0): string {
  const at = new Date(Date.now() + 8 * 3_600_000 + hours * 3_600_000 + minutes * 60_000);
  return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
}

/**
 * The seekers the recruiter invites: registered by code (no password: no scrypt), seeker identity, basic
 * information and an education, quiet hours of one minute half a day away (so an SMS is never held), and
 * APPLICATIONS_EACH applications to the demo recruiter's open positions. Before the first round: not killed.
 */
async function smsSeekers(ctx: Context, prefix: string) {
  const { api, server } = ctx;
  const mine = await call(`${api}/positions/mine?status=approved&pageSize=50`, 'GET', undefined, ctx.recruiter.token);
  const positions = ((mine as Answer & { rows?: { id: number }[] }).rows ?? []).map((p) => p.id);
  if (positions.length < APPLICATIONS_EACH) throw new Error('the demo recruiter has too few approved positions');
  const quietHours = { from: chinaClock(12), to: chinaClock(12, 1) };
  let next = 0;
  const one = async (index: number) => {
    const phone = `${prefix}${String(index).padStart(7, '0')}`;
    server.codes.delete(phone);
    await must(`${api}/app/sendCode`, 'POST', { phone, scene: 'register' });
    const deadline = Date.now() + 5000;
    while (!server.codes.has(phone)) {
      if (Date.now() > deadline) throw new Error(`no SMS code logged for ${phone}`);
      await sleep(5);
    }
    const login = await must(`${api}/app/register`, 'POST', { phone, code: server.codes.get(phone) });
    const token = login.token as string;
    const seekerId = login.user.id as number;
    await must(`${api}/user/identity`, 'POST', { identity: 'seeker' }, token);
    await must(
      `${api}/resume/basic`,
      'PUT',
      {
        nickname: `求职者${index}`,
        wechat: '',
        email: '',
        birthDate: '1995-06-15',
        gender: 'female',
        jobStatus: 'left_available',
        hobbies: '',
        selfEvaluation: '',
        otherSkills: '',
        acceptOvertime: true,
        acceptTravel: false,
      },
      token,
    );
    await must(
      `${api}/app/educationExperience`,
      'POST',
      { school: '浙江大学', degree: 'bachelor', major: '软件工程', graduationDate: '2020-06-30' },
      token,
    );
    const preferences = await must(`${api}/notification/preferences`, 'GET', undefined, token);
    await must(`${api}/notification/preferences`, 'PUT', { channels: preferences.channels, quietHours }, token);
    ctx.smsSeekerIds.add(seekerId);
    let applied = 0;
    for (let k = 0; k < positions.length && applied < APPLICATIONS_EACH; k += 1) {
      const positionId = positions[(index + k) % positions.length];
      const json = await call(`${api}/applications`, 'POST', { positionId }, token);
      if (json.code !== 200) continue; // a position seekers cannot see (its recruitment ended)
      ctx.smsApplications.push({ applicationId: json.data.id, seekerId });
      applied += 1;
    }
    if (applied < APPLICATIONS_EACH) throw new Error(`seeker ${phone} could apply to ${applied} positions only`);
  };
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let index = ++next; index <= SMS_SEEKERS; index = ++next) await one(index);
    }),
  );
  // Interleaved, so each round invites many seekers rather than both applications of few.
  ctx.smsApplications.sort((a, b) => a.applicationId - b.applicationId);
}

async function runDatabase(label: string, env: Record<string, string>) {
  const started = Date.now();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-durability-'));
  const server = new Server(`http://127.0.0.1:${port}`, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    CAPTCHA_ENABLED: 'false',
    SMS_PROVIDER: 'log',
    SMS_ADDRESS_HOURLY_LIMIT: '100000',
    SMS_SUBNET_HOURLY_LIMIT: '100000',
    SMS_GLOBAL_MINUTE_LIMIT: '1000000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // The chat's own limits (60 a minute per sender) would refuse the chat writers: they test durability.
    CHAT_MESSAGES_PER_MINUTE: '100000',
    CHAT_CONVERSATION_MESSAGES_PER_MINUTE: '100000',
    // The outbox: sweeps often, so rows a killed writer left are delivered soon after its lease.
    OUTBOX_SWEEP_MS: String(SWEEP_MS),
    LOG_LEVEL: 'info',
    // Fixed, so the tokens taken before the first kill are still valid after each restart.
    JWT_SECRET: 'durability-secret-durability-secret-0123456789',
    DATA_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
  const api = `${server.url}/api`;
  const tallies: Tally[] = [];
  const ledger: Ledger = {
    registrations: [],
    basic: [],
    projectsCreated: new Map(),
    projectsDeleted: new Map(),
    deleteSent: new Set(),
    messages: [],
    invitations: [],
  };
  let phone = 0;
  const prefix = label === 'SQLite' ? '1390' : '1391';
  try {
    await server.start();
    const seeker = await must(`${api}/app/loginByPwd`, 'POST', SEEKER);
    const recruiter = await must(`${api}/app/loginByPwd`, 'POST', RECRUITER);
    // GET conversations answers a page envelope ({ code, rows, total }), not data.
    const list = (await call(`${api}/conversations?pageSize=50`, 'GET', undefined, seeker.token)) as Answer & {
      rows?: { id: number; other: { userId: number } }[];
    };
    const shared = list.rows?.find((c) => c.other.userId === recruiter.user.id);
    if (!shared) throw new Error('no demo conversation between the demo seeker and the demo recruiter');
    const resume = await must(`${api}/resume`, 'GET', undefined, seeker.token);
    const ctx: Context = {
      label,
      server,
      api,
      seeker: { token: seeker.token, id: seeker.user.id },
      recruiter: { token: recruiter.token, id: recruiter.user.id },
      conversationId: shared.id,
      ledger,
      projects: (resume.projects as { id: number }[]).map((p) => p.id).sort((a, b) => a - b),
      nextPhone: () => `${prefix}${String(++phone).padStart(7, '0')}`,
      basicSeq: 0,
      losses: new Set(),
      smsApplications: [],
      smsSeekerIds: new Set(),
      invitationSeq: 0,
      store: env.DATABASE_URL ? postgresStore(env.DATABASE_URL) : sqliteStore(path.join(dataDir, 'app.db')),
      outbox: { atKill: new Map(), killsOnAck: 0, settledAfter: [] },
    };
    const setupStarted = Date.now();
    await smsSeekers(ctx, label === 'SQLite' ? '1392' : '1393');
    console.log(
      `${label}: ${ctx.smsSeekerIds.size} seekers with ${ctx.smsApplications.length} applications to invite ` +
        `(${((Date.now() - setupStarted) / 1000).toFixed(0)} s)`,
    );

    for (let round = 1; round <= ROUNDS; round += 1) {
      const before = countAcks(ledger);
      const state: RoundState = { writing: true, killOnAck: false, killedOnAck: false };
      const invitable = ctx.smsApplications.length > 0;
      const writing = writers(ctx, round, state);
      const roundStart = Date.now();
      const delay = 1500 + Math.random() * 2500;
      // A registration takes a 300 ms scrypt hash and queues behind the other writers on a busy machine:
      // past the delay, wait (at most 10 s) until every kind of write has at least one ack in this round, so
      // each round tests all of them.
      const due = async () => {
        await sleep(delay);
        while (Date.now() - roundStart < delay + 10_000) {
          const now = countAcks(ledger);
          const kinds = (Object.keys(now) as Kind[]).filter((kind) => kind !== 'invitation' || invitable);
          if (kinds.every((kind) => now[kind] > before[kind])) break;
          await sleep(20);
        }
      };
      // The writers only fail on a refusal (a bug in this script or the server): surface it now.
      const failed = await Promise.race([writing.then(() => false), due().then(() => true)]);
      if (!failed) throw new Error('the writers stopped before the kill');
      // In about two rounds of three the kill waits for the next invitation's ack and is sent at once: it then
      // lands after the COMMIT, while the SMS is on its way (before the send, or before its record).
      if (ctx.smsApplications.length && Math.random() < 2 / 3) {
        state.killOnAck = true;
        const until = Date.now() + 3000;
        while (!state.killedOnAck && Date.now() < until) await sleep(1);
        if (state.killedOnAck) ctx.outbox.killsOnAck += 1;
      }
      const ms = Date.now() - roundStart;
      await server.kill();
      // What the outbox held at the moment of the kill (read before anything restarts).
      ctx.outbox.atKill.set(server.lifetime, await ctx.store.smsRows());
      state.writing = false;
      await writing;
      const after = countAcks(ledger);
      const tally = newTally();
      for (const kind of Object.keys(after) as Kind[]) tally.byKind[kind] = after[kind] - before[kind];
      tally.acknowledged = Object.values(tally.byKind).reduce((a, b) => a + b, 0);
      tallies.push(tally);

      const restarted = Date.now();
      await server.start();
      const upMs = Date.now() - restarted;
      for (const t of tallies) {
        t.verified = 0;
        t.lost = 0;
      }
      await verify(ctx, tallies);
      const figures = await verifyOutbox(ctx, tallies, restarted);
      const k = tally.byKind;
      console.log(
        `${label} round ${round}: killed after ${(ms / 1000).toFixed(1)} s, back in ${(upMs / 1000).toFixed(1)} s; ` +
          `acknowledged ${tally.acknowledged} (${k.registration} registrations, ${k.basic} basic saves, ` +
          `${k.project} project creates, ${k.projectDelete} project deletes, ${k.message} messages, ` +
          `${k.invitation} interview invitations), ` +
          `verified ${tally.verified}, lost ${tally.lost}` +
          (round > 1
            ? `; earlier rounds rechecked ${sum(tallies.slice(0, -1), (t) => t.verified + t.lost)}, lost ${sum(tallies.slice(0, -1), (t) => t.lost)}`
            : ''),
      );
      console.log(
        `  outbox: ${describeOutbox(figures)}; SMS rows all sent or skipped ${figures.pending ? 'NOT ' : ''}` +
          `${ctx.outbox.settledAfter.at(-1)!.toFixed(1)} s after the restart` +
          `${state.killedOnAck ? " (killed on an invitation's ack)" : ''}`,
      );
    }
    const outbox = await outboxFigures(ctx);
    const total = {
      acknowledged: sum(tallies, (t) => t.acknowledged),
      verified: sum(tallies, (t) => t.verified),
      lost: Math.max(
        sum(tallies, (t) => t.lost),
        ctx.losses.size,
      ),
    };
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(
      `${label} outbox: ${describeOutbox(outbox)}; ${ctx.outbox.killsOnAck} of ${ROUNDS} kills sent on an ` +
        `invitation's ack`,
    );
    for (const duplicate of outbox.duplicates.slice(0, 20)) console.log(`  DUPLICATE ${duplicate}`);
    console.log(
      `${label}: ${ROUNDS} rounds, ${total.acknowledged} writes acknowledged, ${total.verified} verified, ${total.lost} lost (${seconds} s)`,
    );
    // The first 20 say what went missing; a rolled-back basic record alone would list every save after it.
    for (const loss of [...ctx.losses].slice(0, 20)) console.log(`  LOST ${loss}`);
    if (ctx.losses.size > 20) console.log(`  ... and ${ctx.losses.size - 20} more`);
    return { ...total, duplicates: outbox.duplicates.length };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function describeOutbox(f: OutboxFigures): string {
  const reasons = Object.entries(f.skippedReasons)
    .map(([reason, n]) => `${n} ${reason}`)
    .join(', ');
  return (
    `${f.committed} invitations committed, ${f.rows} SMS rows: ${f.sent} sent, ${f.skipped} skipped` +
    `${reasons ? ` (${reasons})` : ''}, ${f.pending} pending, ${f.lost} lost; pending at a kill before their send ` +
    `${f.pendingAtKill}, delivered by the sweep after the restart ${f.sweptAfterRestart}; sent again in the ` +
    `send→record window ${f.windowRepeats}${f.windowOnce ? ` (+${f.windowOnce} sent before the kill, skipped after)` : ''}; ` +
    `duplicates ${f.duplicates.length}; sent without a log line ${f.sentUnlogged}`
  );
}

const sum = <T>(items: T[], of: (item: T) => number) => items.reduce((a, item) => a + of(item), 0);

function countAcks(ledger: Ledger): Record<Kind, number> {
  return {
    registration: ledger.registrations.length,
    basic: ledger.basic.length,
    project: ledger.projectsCreated.size,
    projectDelete: ledger.projectsDeleted.size,
    message: ledger.messages.length,
    invitation: ledger.invitations.length,
  };
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'build/server/main.js'))) {
    throw new Error('build/server/main.js is missing: run `npm run build:server` first');
  }
  const started = Date.now();
  const totals = [await runDatabase('SQLite', {})];
  if (PG_URL) {
    totals.push(
      await withTemporaryDatabase(PG_URL, 'durability', (url) => runDatabase('PostgreSQL', { DATABASE_URL: url })),
    );
  } else {
    console.log('PostgreSQL skipped: set DURABILITY_DATABASE_URL (or TEST_DATABASE_URL) to run it too');
  }
  const lost = totals.reduce((a, t) => a + t.lost, 0);
  const duplicates = totals.reduce((a, t) => a + t.duplicates, 0);
  const acknowledged = totals.reduce((a, t) => a + t.acknowledged, 0);
  console.log(
    `total: ${acknowledged} writes acknowledged, ${lost} lost, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (duplicates > 0) console.log(`${duplicates} SMS sent again after their send was recorded`);
  if (lost > 0 || duplicates > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
