/**
 * `npm run operator:create -- --phone P --password W` (scripts/operator-create.ts), run as a real process
 * against a temporary DATA_DIR (or a fresh PostgreSQL database with TEST_DATABASE_URL), then used through the API.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { body, build, createPgDatabase } from './helpers';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
// Real processes, hashing at the real scrypt cost (about 300 ms a hash), on cores the rest of the suite shares.
jest.setTimeout(30_000);

let dataDir: string;
let pg: { url: string; drop: () => Promise<void> } | undefined;
let env: Record<string, string>;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-operator-'));
  pg = process.env.TEST_DATABASE_URL ? await createPgDatabase(process.env.TEST_DATABASE_URL) : undefined;
  env = { DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) };
});
afterAll(async () => {
  await pg?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function operatorCreate(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(tsx, ['scripts/operator-create.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('operator:create', () => {
  it('creates an operator who can log in with loginByPwd and edit "about us"', async () => {
    const created = await operatorCreate('--phone', '13900000099', '--password', 'admin1234', '--nickname', '运营小王');
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout.trim())).toEqual({
      action: 'created',
      id: expect.any(Number),
      phone: '13900000099',
      role: 'operator',
      database: pg ? 'postgres' : 'sqlite',
    });

    const app = await build({ env });
    try {
      const login = body(
        await app.inject({
          method: 'POST',
          url: '/api/app/loginByPwd',
          payload: { phone: '13900000099', password: 'admin1234' },
        }),
      );
      expect(login.data.user).toMatchObject({ role: 'operator', nickname: '运营小王' });
      const put = await app.inject({
        method: 'PUT',
        url: '/api/app/intro',
        headers: { authorization: `Bearer ${login.data.token}` },
        payload: { contactPhone: '400-800-5678' },
      });
      expect(body(put).code).toBe(200);
      // An operator does not count as a user: the demo data was still seeded.
      const seeker = await app.db
        .selectFrom('users')
        .select('role')
        .where('phone', '=', '13800000001')
        .executeTakeFirst();
      expect(seeker?.role).toBe('user');
    } finally {
      await app.close();
    }
  });

  it('promotes an existing user, keeping or replacing the password', async () => {
    const promoted = await operatorCreate('--phone', '13800000002');
    expect(promoted.code).toBe(0);
    expect(JSON.parse(promoted.stdout.trim())).toMatchObject({ action: 'promoted', role: 'operator' });
    const app = await build({ env });
    try {
      const login = body(
        await app.inject({
          method: 'POST',
          url: '/api/app/loginByPwd',
          payload: { phone: '13800000002', password: 'demo1234' },
        }),
      );
      expect(login.data.user.role).toBe('operator');
    } finally {
      await app.close();
    }
  });

  it('refuses a bad phone, a weak password, a missing password for a new operator and unknown options', async () => {
    const badPhone = await operatorCreate('--phone', '12345', '--password', 'admin1234');
    expect(badPhone.code).toBe(1);
    expect(badPhone.stderr).toMatch(/--phone: Please enter a valid mobile phone number/);
    const weak = await operatorCreate('--phone', '13900000098', '--password', 'short');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/--password/);
    expect((await operatorCreate('--phone', '13900000097')).stderr).toMatch(/--password is required/);
    expect((await operatorCreate('--phone', '13900000097', '--role', 'x')).stderr).toMatch(/unknown option --role/);
  });
});
