/**
 * Helpers of the contracts suites: the world (a recruiter of a verified company, a seeker, an offer between
 * them), a complete contract body, a drawn signature as a real PNG, and multipart bodies.
 */
import { deflateSync, crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { memorySmsSender, type MemorySmsSender } from '../src/adapters/sms';
import type { ManualClock } from '../src/core/clock';
import { HOUR, applied, invited, readySeeker, recruiterWithPosition } from './applications-helpers';
import { build, injectAs, type TestCaller } from './helpers';
import { call } from './positions-helpers';
import { validBasic } from './resume-helpers';

export const SEEKER_NAME = validBasic.nickname;
export const SEEKER_ID_NUMBER = '11010519491231002X';

/** The fields of a complete, lawful contract for the offer (Party B named as in the resume). */
export function contractBody(applicationId: number, overrides: Record<string, unknown> = {}) {
  return {
    applicationId,
    kind: 'electronic',
    partyAName: '杭州测试科技有限公司',
    partyAAddress: '杭州市西湖区文三路90号',
    partyAPhone: '05718888888',
    partyBName: SEEKER_NAME,
    partyBPosition: '前端开发工程师',
    partyBIdNumber: SEEKER_ID_NUMBER,
    partyBContactAddress: '杭州市西湖区古墩路1号',
    partyBRegisteredAddress: '北京市朝阳区建国路1号',
    partyBPhone: '13800000001',
    contractDate: '2026-05-01',
    startDate: '2026-06-01',
    endDate: '2029-05-31',
    probationStart: '2026-06-01',
    probationEnd: '2026-11-30',
    probationSalary: 16000,
    formalSalary: 20000,
    payDay: 15,
    bankName: '中国工商银行杭州分行',
    bankCard: '6222021234567890123',
    terms: '乙方入职后享受年度体检。',
    ...overrides,
  };
}

/** A PNG of a few strokes (what the signing pad sends), as a data URL. */
export function signaturePng(width = 300, height = 100): string {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 4, 0);
    for (let x = 0; x < width; x += 1) {
      const ink = Math.abs(y - (height / 2 + Math.sin(x / 12) * 25)) < 2 || (x > 60 && x < 64 && y > 20 && y < 80);
      row.writeUInt32BE(ink ? 0x000000ff : 0x00000000, 1 + x * 4);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A multipart/form-data body with text fields and one file (field `file`). */
export function multipart(file: { name: string; content: Buffer; type: string }, fields: Record<string, string> = {}) {
  const boundary = `----contracts${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A tiny valid PDF (a scan stand-in). */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface ContractsWorld {
  app: FastifyInstance;
  clock: ManualClock;
  sms: MemorySmsSender;
  operator: TestCaller;
  recruiter: TestCaller & { companyId: number; positionId: number };
  seeker: TestCaller;
  applicationId: number;
  /** A recruiter of another company and another seeker: they must never reach the contract. */
  otherRecruiter: TestCaller;
  otherSeeker: TestCaller;
}

/** Makes the seeker's application an offer: invited, accepted, passed. */
export async function offer(clock: ManualClock, recruiter: TestCaller, seeker: TestCaller, positionId: number) {
  const applicationId = await applied(seeker, positionId);
  const interviewId = await invited(recruiter, clock, applicationId);
  for (const [who, url] of [
    [seeker, `interviews/${interviewId}/accept`],
    [recruiter, `interviews/${interviewId}/pass`],
  ] as const) {
    const answer = await call(who, 'POST', url);
    if (answer.code !== 200) throw new Error(`${url} refused: ${answer.msg}`);
  }
  return applicationId;
}

export async function contractsWorld(clock: ManualClock, env: Record<string, string> = {}): Promise<ContractsWorld> {
  const sms = memorySmsSender();
  const app = await build({ clock, smsSender: sms, env: { SEED_DEMO: 'false', TOKEN_TTL_DAYS: '90', ...env } });
  const operator = await injectAs(app, 'operator');
  const recruiter = await recruiterWithPosition(app, operator, clock);
  const seeker = await readySeeker(app);
  const applicationId = await offer(clock, recruiter, seeker, recruiter.positionId);
  const otherRecruiter = await recruiterWithPosition(app, operator, clock, { name: '别家科技有限公司' });
  const otherSeeker = await readySeeker(app);
  return { app, clock, sms, operator, recruiter, seeker, applicationId, otherRecruiter, otherSeeker };
}

/** Creates the contract as the recruiter; answers its id. */
export async function drafted(world: ContractsWorld, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await call(world.recruiter, 'POST', 'contracts', contractBody(world.applicationId, overrides));
  if (answer.code !== 200) throw new Error(`POST contracts refused: ${answer.msg}`);
  return answer.data.id;
}

/** A draft sent with a deadline `hours` ahead (default 3 days). */
export async function sent(world: ContractsWorld, hours = 72, overrides: Record<string, unknown> = {}) {
  const id = await drafted(world, overrides);
  const deadline = new Date(world.clock.now() + hours * HOUR).toISOString();
  const answer = await call(world.recruiter, 'POST', `contracts/${id}/send`, { deadline });
  if (answer.code !== 200) throw new Error(`send refused: ${answer.msg}`);
  return id;
}

/** Party B opens the contract and reads it long enough. */
export async function read(world: ContractsWorld, id: number) {
  const answer = await call(world.seeker, 'GET', `contracts/${id}`);
  if (answer.code !== 200) throw new Error(`GET contract refused: ${answer.msg}`);
  world.clock.advance(answer.data.minReadSeconds * 1000);
  return answer.data;
}

/** The signing code sent to the seeker's phone (asked with the right identity). */
export async function signCode(world: ContractsWorld, id: number): Promise<string> {
  const answer = await call(world.seeker, 'POST', `contracts/${id}/sign-code`, {
    name: SEEKER_NAME,
    idNumber: SEEKER_ID_NUMBER,
  });
  if (answer.code !== 200) throw new Error(`sign-code refused: ${answer.msg}`);
  const phone = (
    await world.app.db
      .selectFrom('users')
      .select('phone')
      .where('id', '=', world.seeker.userId)
      .executeTakeFirstOrThrow()
  ).phone!;
  const message = world.sms.last(phone);
  if (!message) throw new Error('no signing code sent');
  return message.code;
}

export function signBody(code: string, overrides: Record<string, unknown> = {}) {
  return { name: SEEKER_NAME, idNumber: SEEKER_ID_NUMBER, smsCode: code, signature: signaturePng(), ...overrides };
}
