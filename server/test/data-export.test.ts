/**
 * A copy of one's data (个人信息副本): asked for once a day, built by the job, a ZIP behind a link signed for
 * 24 hours; it holds the user's account, resume, expectations, applications, interviews, conversations,
 * contracts with their PDFs and consent records, and nothing of other users. SQLite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { PRIVACY_MSG } from '@common/messages.privacy';
import { manualClock } from '../src/core/clock';
import { HOUR } from './applications-helpers';
import { body, refusalKey, withTamperedSignature } from './helpers';
import { LEAVER, leavingWorld, phoneOf, type LeavingWorld } from './leaving-helpers';
import { call } from './positions-helpers';

const clock = manualClock(Date.parse('2026-05-04T02:00:00.000Z'));
let world: LeavingWorld;

beforeAll(async () => {
  world = await leavingWorld(clock);
}, 60_000);
afterAll(() => world.app.close());

async function download(url: string) {
  return world.app.inject({ method: 'GET', url });
}

describe('a copy of my data', () => {
  let zip: Record<string, Uint8Array>;
  let url: string;

  beforeAll(async () => {
    const { seeker, app } = world;
    const asked = await call(seeker, 'POST', 'user/data-exports');
    expect(asked).toMatchObject({ code: 200, data: { state: 'requested', url: null } });
    // One a day.
    const again = await seeker.inject({ method: 'POST', url: '/api/user/data-exports' });
    expect(refusalKey(again)).toBe(PRIVACY_MSG.exportTooSoon);
    expect(body(again).msg).toContain('24');

    expect(await app.services.leaving.dataExports.run()).toEqual({ built: 1, expired: 0 });
    const list = (await call(seeker, 'GET', 'user/data-exports')).data;
    expect(list.nextAllowedAt).toBe(new Date(clock.now() + 24 * HOUR).toISOString());
    expect(list.exports).toHaveLength(1);
    expect(list.exports[0]).toMatchObject({
      state: 'ready',
      expiresAt: new Date(clock.now() + 24 * HOUR).toISOString(),
    });
    url = list.exports[0].url;
    const file = await download(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['cache-control']).toBe('private, no-store');
    zip = unzipSync(new Uint8Array(file.rawPayload));
  }, 60_000);

  it('holds a readable data.json of what the user gave and did, and the PDFs of their contracts', async () => {
    const data = JSON.parse(strFromU8(zip['data.json']));
    expect(data.account).toMatchObject({ id: world.seeker.userId, phone: world.phone, nickname: LEAVER.name });
    expect(data.resume.basic).toMatchObject({ nickname: LEAVER.name, wechat: LEAVER.wechat });
    expect(data.resume.educations).toHaveLength(1);
    expect(data.expectations).toHaveLength(1);
    expect(data.savedPositions).toHaveLength(1);
    expect(data.applications).toHaveLength(1);
    expect(data.interviews).toEqual([expect.objectContaining({ side: 'seeker', status: 'passed' })]);
    const [conversation] = data.conversations;
    const texts = conversation.messages.map((m: { from: string; content: { text?: string } }) => [
      m.from,
      m.content.text,
    ]);
    expect(texts).toContainEqual(['me', `我的电话是${world.phone}，微信${LEAVER.wechat}`]);
    expect(texts).toContainEqual(['other', '好的，明天联系你']);
    expect(data.contracts).toEqual([
      expect.objectContaining({ id: world.contractId, status: 'signed', party_b_name: LEAVER.name }),
    ]);
    expect(data.contracts[0].events.map((e: { event: string }) => e.event)).toContain('signed');
    const no = data.contracts[0].contract_no;
    expect(strFromU8(zip[`contracts/${no}.pdf`].slice(0, 5))).toBe('%PDF-');
    expect(data.consents).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'privacy' })]));
    expect(strFromU8(zip['README.txt'])).toContain('个人信息保护法');
  });

  it('lists the resume files and holds the uploaded ones under resume-files/', async () => {
    const data = JSON.parse(strFromU8(zip['data.json']));
    const name = `${LEAVER.name}-简历.pdf`;
    expect(data.resumeFiles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name,
          kind: 'pdf',
          source: 'upload',
          size: expect.any(Number),
          createdAt: expect.any(String),
        }),
        expect.objectContaining({ source: 'online', kind: 'pdf' }),
      ]),
    );
    // The uploads' bytes, as uploaded; the online resume's PDFs are the resume already in data.json.
    const stored = Object.keys(zip).filter((entry) => entry.startsWith('resume-files/'));
    expect(stored).toEqual([`resume-files/${world.resumeFileId}-${name}`]);
    expect(strFromU8(zip[stored[0]].slice(0, 5))).toBe('%PDF-');
  });

  it("holds nothing of other users'", async () => {
    const everything = Object.values(zip).map((bytes) => Buffer.from(bytes).toString('latin1'));
    const text = strFromU8(zip['data.json']);
    const other = await phoneOf(world.app, world.other.userId);
    for (const needle of [other, '留下测试乙', 'wx_staying02']) expect(text).not.toContain(needle);
    expect(everything.some((chunk) => chunk.includes(other))).toBe(false);
    // No other user's ids either: the members of a conversation are 'me' and 'other'.
    expect(text).not.toMatch(/"(seeker|recruiter)_user_id"/);
  });

  it('opens only with its signature, and for 24 hours; then the file goes', async () => {
    expect((await download(withTamperedSignature(url))).json()).toMatchObject({
      code: 403,
      key: PRIVACY_MSG.exportNotFound,
    });
    clock.advance(24 * HOUR);
    expect((await download(url)).json()).toMatchObject({ code: 403, key: PRIVACY_MSG.exportNotFound });
    expect(await world.app.services.leaving.dataExports.run()).toEqual({ built: 0, expired: 1 });
    const list = (await call(world.seeker, 'GET', 'user/data-exports')).data;
    expect(list.exports[0]).toMatchObject({ state: 'expired', url: null });
    // A day later another copy may be asked for.
    expect(list.nextAllowedAt).toBeNull();
    expect(await call(world.seeker, 'POST', 'user/data-exports')).toMatchObject({ code: 200 });
  });
});
