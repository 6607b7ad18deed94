/**
 * Helpers of the leaving suites (account deletion, a copy of one's data): a world where a seeker has a bit
 * of everything (resume, expectation, saved position, conversation with an exchanged phone, a signed
 * contract, an assistant question, an avatar), and a search of every table of the schema for text.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { memorySmsSender, type MemorySmsSender } from '../src/adapters/sms';
import type { ManualClock } from '../src/core/clock';
import { readySeeker, recruiterWithPosition, type Recruiter } from './applications-helpers';
import { contractBody, multipart, offer, read, SEEKER_ID_NUMBER, signaturePng, TINY_PDF } from './contracts-helpers';
import { build, injectAs, type TestCaller } from './helpers';
import { call } from './positions-helpers';
import { validExpectation } from './resume-helpers';

export const LEAVER = { name: '删除测试甲', wechat: 'wx_leaving01', idNumber: SEEKER_ID_NUMBER };

export interface LeavingWorld {
  app: FastifyInstance;
  sms: MemorySmsSender;
  recruiter: Recruiter;
  seeker: TestCaller;
  phone: string;
  conversationId: number;
  contractId: number;
  avatar: string;
  /** An uploaded resume file named after the seeker, attached to the application (附件简历). */
  resumeFileId: number;
  /** Another seeker of the same company: nothing of theirs may change. */
  other: TestCaller;
}

async function ok(caller: TestCaller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const answer = await call(caller, method, url, payload);
  if (answer.code !== 200) throw new Error(`${method} ${url} refused: ${answer.msg}`);
  return answer.data;
}

export async function phoneOf(app: FastifyInstance, userId: number): Promise<string> {
  const row = await app.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.phone!;
}

export async function leavingWorld(clock: ManualClock): Promise<LeavingWorld> {
  const sms = memorySmsSender();
  const app = await build({ clock, smsSender: sms, env: { SEED_DEMO: 'false', TOKEN_TTL_DAYS: '90' } });
  const operator = await injectAs(app, 'operator');
  const recruiter = await recruiterWithPosition(app, operator, clock);
  const seeker = await readySeeker(app, { nickname: LEAVER.name, wechat: LEAVER.wechat });
  const phone = await phoneOf(app, seeker.userId);
  const other = await readySeeker(app, { nickname: '留下测试乙', wechat: 'wx_staying02' });

  const uploaded = await seeker.inject({
    method: 'POST',
    url: '/api/uploads',
    ...multipart({ name: 'me.png', content: Buffer.from(signaturePng().split(',')[1], 'base64'), type: 'image/png' }),
  });
  const avatar = (uploaded.json() as { data: { url: string } }).data.url;
  await ok(seeker, 'PUT', 'user/profile', { nickname: LEAVER.name, avatar });
  await ok(seeker, 'POST', 'expectations', validExpectation);
  const { current } = await ok(seeker, 'GET', 'user/consents');
  await ok(seeker, 'POST', 'user/consents', { versions: current });
  await ok(seeker, 'POST', `positions/${recruiter.positionId}/save`);

  const applicationId = await offer(clock, recruiter, seeker, recruiter.positionId);
  const conversationId = (await ok(seeker, 'POST', 'conversations', { positionId: recruiter.positionId })).id;
  await ok(seeker, 'POST', `conversations/${conversationId}/messages`, {
    clientId: 'leaving-text-1',
    kind: 'text',
    text: `我的电话是${phone}，微信${LEAVER.wechat}`,
  });
  const request = await ok(recruiter, 'POST', `conversations/${conversationId}/exchanges`, { what: 'phone' });
  await ok(seeker, 'POST', `conversations/${conversationId}/exchanges/${request.id}/accept`);
  await ok(recruiter, 'POST', `conversations/${conversationId}/messages`, {
    clientId: 'leaving-text-2',
    kind: 'text',
    text: '好的，明天联系你',
  });

  // 附件简历: a file named after the seeker, attached to the application; the online resume's PDF sent in chat.
  const resumeFile = await seeker.inject({
    method: 'POST',
    url: '/api/resume/files',
    ...multipart({ name: `${LEAVER.name}-简历.pdf`, content: TINY_PDF, type: 'application/pdf' }),
  });
  const resumeFileId = (resumeFile.json() as { data: { id: number } }).data.id;
  const files = app.services.resumeFiles;
  await files.grantForApplication({
    seekerId: seeker.userId,
    fileId: resumeFileId,
    recruiterUserId: recruiter.userId,
    applicationId,
  });
  await files.shareInChat({ seekerId: seeker.userId, fileId: null, recruiterUserId: recruiter.userId, conversationId });

  // A signed contract (kept two years after it ends) and its PDF.
  const body = contractBody(applicationId, { partyBName: LEAVER.name, partyBPhone: phone });
  const contractId = (await ok(recruiter, 'POST', 'contracts', body)).id;
  await ok(recruiter, 'POST', `contracts/${contractId}/send`, { deadline: new Date(clock.now() + 72 * 3_600_000) });
  await read({ seeker, clock } as never, contractId);
  await ok(seeker, 'POST', `contracts/${contractId}/sign-code`, { name: LEAVER.name, idNumber: LEAVER.idNumber });
  const code = sms.last(phone)!.code;
  await ok(seeker, 'POST', `contracts/${contractId}/sign`, {
    name: LEAVER.name,
    idNumber: LEAVER.idNumber,
    smsCode: code,
    signature: signaturePng(),
  });
  const asked = await seeker.inject({
    method: 'POST',
    url: '/api/assistant/ask',
    payload: { text: `我叫${LEAVER.name}，想找前端工作` },
  });
  if (asked.statusCode !== 200) throw new Error(`assistant/ask: HTTP ${asked.statusCode}`);
  // The next SMS to the phone (the deletion code) may go a minute later.
  clock.advance(61_000);
  return { app, sms, recruiter, seeker, phone, conversationId, contractId, avatar, resumeFileId, other };
}

/** Every table of the schema (a new table is searched without being named here). */
export async function allTables(app: FastifyInstance): Promise<string[]> {
  const postgres = Boolean(app.config.databaseUrl);
  const { rows } = postgres
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(app.db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table'
        and name not like 'sqlite_%'`.execute(app.db);
  return rows.map((row) => row.name).sort();
}

/** Where any of `needles` occurs in a text value of any row of any table: `table.column = value`. */
export async function traces(app: FastifyInstance, needles: string[]) {
  const found: Array<{ table: string; row: Record<string, unknown>; column: string }> = [];
  for (const table of await allTables(app)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(app.db);
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const text = typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString('utf8') : '';
        if (needles.some((needle) => text.includes(needle))) found.push({ table, row, column });
      }
    }
  }
  return found;
}
