/**
 * One-step code login (issue 31, part 1) and consent records (part 6): a new phone's first code login
 * creates its account when the agreements are accepted, once under concurrent requests; a password is
 * optional; GET / POST user/consents tell and record which agreement versions the user accepted.
 */
import { MSG, t } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { memorySmsSender } from '../src/adapters/sms';
import { bearer, codeFor, post, sendCode } from './accounts-helpers';
import { body, build, refusalKey, uniquePhone } from './helpers';

const clock = manualClock(Date.parse('2026-05-04T02:00:00.000Z'));
const sms = memorySmsSender();
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ clock, smsSender: sms });
});
afterAll(async () => {
  await app.close();
});

const zh = (key: string) => t('zh-Hans', key);
const accountsOf = (phone: string) => app.db.selectFrom('users').selectAll().where('phone', '=', phone).execute();
const consentsOf = (userId: number) =>
  app.db.selectFrom('consents').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const currentVersion = async (type: string) =>
  (
    await app.db
      .selectFrom('agreements')
      .select('version')
      .where('type', '=', type)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).version;

/** A login code for `phone`, sent without a captcha (a first code of the hour asks for none). */
async function loginCode(phone: string): Promise<string> {
  const sent = body(await post(app, 'app/sendCode', { phone, scene: 'login' }, { remoteAddress: nextAddress() }));
  if (sent.code !== 200) throw new Error(`sendCode refused: ${sent.msg}`);
  return codeFor(sms, phone);
}
// Each test asks from its own address, so the addresses' free codes of the hour never run out here.
let address = 0;
const nextAddress = () => `10.31.${Math.floor(++address / 250)}.${address % 250}`;

describe('app/loginByCode for a new phone', () => {
  it('without the agreements: refused with auth.termsRequired, nothing made, the code still works', async () => {
    const phone = uniquePhone();
    const code = await loginCode(phone);
    const refused = await post(app, 'app/loginByCode', { phone, code });
    expect(refusalKey(refused)).toBe(MSG.auth.termsRequired);
    expect(body(refused).msg).toBe(zh(MSG.auth.termsRequired));
    expect(await accountsOf(phone)).toHaveLength(0);
    expect(body(await post(app, 'app/loginByCode', { phone, code, acceptTerms: false })).msg).toBe(
      zh(MSG.auth.termsRequired),
    );
    // The GET form has no agreement fields: a new phone is refused the same way.
    const viaGet = await app.inject({ method: 'GET', url: `/api/app/loginByCode?phone=${phone}&code=${code}` });
    expect(refusalKey(viaGet)).toBe(MSG.auth.termsRequired);

    const created = body(
      await post(app, 'app/loginByCode', { phone, code, acceptTerms: true }, { remoteAddress: '10.9.8.7' }),
    );
    expect(created).toMatchObject({
      code: 200,
      msg: zh(MSG.auth.loggedIn),
      data: { needPhone: false, user: { identity: null, hasPassword: false, nickname: `用户${phone.slice(-4)}` } },
    });
    const [account] = await accountsOf(phone);
    expect(account).toMatchObject({ id: created.data.user.id, password_hash: null, role: 'user' });
    // The consent: both agreements in force, when, from where, how.
    const records = await consentsOf(account!.id);
    expect(records.map(({ kind, version, via, ip, accepted_at }) => ({ kind, version, via, ip, accepted_at }))).toEqual(
      [
        {
          kind: 'user',
          version: await currentVersion('user'),
          via: 'code_login',
          ip: '10.9.8.7',
          accepted_at: new Date(clock.now()).toISOString(),
        },
        {
          kind: 'privacy',
          version: await currentVersion('privacy'),
          via: 'code_login',
          ip: '10.9.8.7',
          accepted_at: new Date(clock.now()).toISOString(),
        },
      ],
    );
    // The code is used up; the next login needs a new one and no agreement flag.
    expect(body(await post(app, 'app/loginByCode', { phone, code, acceptTerms: true })).msg).toBe(
      zh(MSG.auth.codeExpired),
    );
    clock.advance(61_000);
    const again = body(await post(app, 'app/loginByCode', { phone, code: await loginCode(phone) }));
    expect(again.data.user.id).toBe(account!.id);
    expect(await accountsOf(phone)).toHaveLength(1);
    expect(await consentsOf(account!.id)).toHaveLength(2);
  });

  it('refuses versions that are no longer in force with auth.termsChanged, and takes the current ones', async () => {
    const phone = uniquePhone();
    const code = await loginCode(phone);
    const stale = { user: '2000-01-01', privacy: await currentVersion('privacy') };
    const refused = await post(app, 'app/loginByCode', { phone, code, acceptTerms: true, agreementVersions: stale });
    expect(refusalKey(refused)).toBe(MSG.auth.termsChanged);
    expect(await accountsOf(phone)).toHaveLength(0);
    const shown = { user: await currentVersion('user'), privacy: await currentVersion('privacy') };
    const res = body(await post(app, 'app/loginByCode', { phone, code, acceptTerms: true, agreementVersions: shown }));
    expect(res.code).toBe(200);
    expect((await consentsOf(res.data.user.id)).map((row) => row.version)).toEqual([shown.user, shown.privacy]);
  });

  it('a wrong code is refused before anything about the phone is told (no termsRequired without the code)', async () => {
    const phone = uniquePhone();
    const code = await loginCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(refusalKey(await post(app, 'app/loginByCode', { phone, code: wrong }))).toBe(MSG.auth.codeWrong);
    expect(await accountsOf(phone)).toHaveLength(0);
  });

  it('concurrent first logins with the same code create exactly one account', async () => {
    const phone = uniquePhone();
    const code = await loginCode(phone);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(app, 'app/loginByCode', { phone, code, acceptTerms: true })),
    );
    const accounts = await accountsOf(phone);
    expect(accounts).toHaveLength(1);
    const ok = answers.filter((res) => body(res).code === 200);
    expect(ok).toHaveLength(1);
    expect(body(ok[0]!).data.user.id).toBe(accounts[0]!.id);
    // The others used a code already used up: refused with a message, never a server error.
    for (const res of answers.filter((r) => body(r).code !== 200)) {
      expect(refusalKey(res)).toBe(MSG.auth.codeExpired);
    }
    expect(await consentsOf(accounts[0]!.id)).toHaveLength(2);
  });

  it('a registration and code logins racing for one phone make one account; every code login answers it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const phone = uniquePhone();
      const registerCode = body(await sendCode(app, phone, 'register'));
      expect(registerCode.code).toBe(200);
      const forRegister = codeFor(sms, phone);
      clock.advance(61_000);
      const forLogin = await loginCode(phone);
      const [registered, loggedIn] = await Promise.all([
        post(app, 'app/register', { phone, code: forRegister }),
        post(app, 'app/loginByCode', { phone, code: forLogin, acceptTerms: true }),
      ]);
      const accounts = await accountsOf(phone);
      expect(accounts).toHaveLength(1);
      // Whoever came second: the code login reads the winner's account, a registration is told it exists.
      expect(body(loggedIn)).toMatchObject({ code: 200, data: { user: { id: accounts[0]!.id } } });
      const reg = body(registered);
      if (reg.code === 200) expect(reg.data.user.id).toBe(accounts[0]!.id);
      else expect(refusalKey(registered)).toBe(MSG.auth.phoneRegistered);
      expect((await consentsOf(accounts[0]!.id)).length).toBeGreaterThanOrEqual(2);
      clock.advance(61_000);
    }
  });
});

describe('a password is optional', () => {
  it('register without one: no password login until one is set with a findPwd code', async () => {
    const phone = uniquePhone();
    expect(body(await sendCode(app, phone, 'register')).code).toBe(200);
    const res = body(await post(app, 'app/register', { phone, code: codeFor(sms, phone) }));
    expect(res).toMatchObject({ code: 200, data: { user: { hasPassword: false } } });
    expect((await consentsOf(res.data.user.id)).map((row) => row.via)).toEqual(['register', 'register']);
    expect(body(await post(app, 'app/loginByPwd', { phone, password: 'abc12345' })).msg).toBe(zh(MSG.auth.loginFailed));
    clock.advance(61_000);
    expect(body(await sendCode(app, phone, 'findPwd')).code).toBe(200);
    const reset = { phone, code: codeFor(sms, phone), password: 'abc12345', confirmPassword: 'abc12345' };
    expect(body(await post(app, 'app/findPwd', reset)).code).toBe(200);
    expect(body(await post(app, 'app/loginByPwd', { phone, password: 'abc12345' })).code).toBe(200);
  });

  it('an account without a password sets its first in settings without an old one; then the old one is asked', async () => {
    const phone = uniquePhone();
    const login = body(await post(app, 'app/loginByCode', { phone, code: await loginCode(phone), acceptTerms: true }));
    const setPassword = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/user/password', headers: bearer(login.data.token), payload });
    expect(body(await setPassword({ password: 'first123', confirmPassword: 'first123' })).code).toBe(200);
    expect(body(await post(app, 'app/loginByPwd', { phone, password: 'first123' })).code).toBe(200);
    // Now it has one: changing it needs it.
    expect(refusalKey(await setPassword({ password: 'second12', confirmPassword: 'second12' }))).toBe(
      MSG.auth.oldPasswordWrong,
    );
    const change = { oldPassword: 'first123', password: 'second12', confirmPassword: 'second12' };
    expect(body(await setPassword(change)).code).toBe(200);
  });

  it('a password given at registration must match its confirmation; acceptTerms: false is refused', async () => {
    const phone = uniquePhone();
    expect(body(await sendCode(app, phone, 'register')).code).toBe(200);
    const code = codeFor(sms, phone);
    const mismatch = { phone, code, password: 'abc12345', confirmPassword: 'abc12346' };
    expect(body(await post(app, 'app/register', mismatch)).msg).toBe(zh(MSG.validation.passwordMismatch));
    expect(refusalKey(await post(app, 'app/register', { phone, code, acceptTerms: false }))).toBe(
      MSG.auth.termsRequired,
    );
    expect(await accountsOf(phone)).toHaveLength(0);
  });
});

describe('GET / POST user/consents', () => {
  async function newAccount(): Promise<{ token: string; id: number }> {
    const phone = uniquePhone();
    const res = body(await post(app, 'app/loginByCode', { phone, code: await loginCode(phone), acceptTerms: true }));
    return { token: res.data.token, id: res.data.user.id };
  }
  const consents = (token: string) => app.inject({ method: 'GET', url: '/api/user/consents', headers: bearer(token) });

  it('answers the versions in force and those accepted; a new version asks again until accepted', async () => {
    const { token, id } = await newAccount();
    const user = await currentVersion('user');
    const privacy = await currentVersion('privacy');
    const first = body(await consents(token)).data;
    expect(first).toMatchObject({
      current: { user, privacy },
      accepted: { user: { version: user }, privacy: { version: privacy } },
      mustAccept: false,
    });

    // The operators publish a new privacy policy.
    const old = await app.db
      .selectFrom('agreements')
      .selectAll()
      .where('type', '=', 'privacy')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const { id: oldId, ...copy } = old;
    expect(oldId).toBeGreaterThan(0);
    await app.db
      .insertInto('agreements')
      .values({ ...copy, version: '2099-01-01' })
      .execute();
    try {
      const asked = body(await consents(token)).data;
      expect(asked).toMatchObject({
        current: { user, privacy: '2099-01-01' },
        accepted: { privacy: { version: privacy } },
        mustAccept: true,
      });
      // Accepting what the app showed before the change is no consent to the new text.
      const stale = await app.inject({
        method: 'POST',
        url: '/api/user/consents',
        headers: bearer(token),
        payload: { versions: { user, privacy } },
      });
      expect(refusalKey(stale)).toBe(MSG.auth.termsChanged);
      clock.advance(1000);
      const accepted = body(
        await app.inject({
          method: 'POST',
          url: '/api/user/consents',
          headers: bearer(token),
          payload: { versions: { user, privacy: '2099-01-01' } },
          remoteAddress: '10.1.2.3',
        }),
      );
      expect(accepted).toMatchObject({
        code: 200,
        msg: zh(MSG.auth.consentSaved),
        data: { mustAccept: false, accepted: { privacy: { version: '2099-01-01' } } },
      });
      // Append-only: the history keeps the first acceptance.
      const rows = await consentsOf(id);
      expect(rows.map((row) => [row.kind, row.version, row.via])).toEqual([
        ['user', user, 'code_login'],
        ['privacy', privacy, 'code_login'],
        ['user', user, 'prompt'],
        ['privacy', '2099-01-01', 'prompt'],
      ]);
      expect(rows[3]!.ip).toBe('10.1.2.3');
    } finally {
      await app.db.deleteFrom('agreements').where('version', '=', '2099-01-01').execute();
    }
  });

  it('an account without records (older than them) is asked; an operator never is', async () => {
    const { token, id } = await newAccount();
    await app.db.deleteFrom('consents').where('user_id', '=', id).execute();
    expect(body(await consents(token)).data).toMatchObject({
      accepted: { user: null, privacy: null },
      mustAccept: true,
    });
    await app.db.updateTable('users').set({ role: 'operator' }).where('id', '=', id).execute();
    expect(body(await consents(token)).data.mustAccept).toBe(false);
  });

  it('needs a login', async () => {
    expect(body(await app.inject({ method: 'GET', url: '/api/user/consents' }))).toEqual({
      code: 401,
      msg: zh(MSG.errors.notLoggedIn),
    });
  });

  it('the demo accounts accepted the agreements in force when they were seeded', async () => {
    const login = body(await post(app, 'app/loginByPwd', { phone: '13800000001', password: 'demo1234' }));
    expect(body(await consents(login.data.token)).data.mustAccept).toBe(false);
  });
});
