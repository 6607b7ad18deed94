/**
 * SIGTERM on a real server process: it stops taking connections, finishes the request in flight, closes
 * the sockets (1001, "going away", so clients reconnect elsewhere) and the database, and exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { SOCKET_CLOSE } from '@common/realtime';
import { DEMO_PASSWORD, DEMO_SEEKER_PHONE } from '../src/seed';
import { createPgDatabase } from './helpers';

jest.setTimeout(120_000);
const root = path.resolve(__dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let dataDir: string;
let pg: { url: string; drop: () => Promise<void> } | undefined;
let server: ChildProcess;
let exited: Promise<number | null>;
let base: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-shutdown-'));
  pg = process.env.TEST_DATABASE_URL ? await createPgDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      H5_DIR: path.join(dataDir, 'no-h5'),
      LOG_LEVEL: 'warn',
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});
afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await pg?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('SIGTERM finishes the request in flight, closes sockets with 1001 and exits 0', async () => {
  const login = await fetch(`${base}/api/app/loginByPwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: DEMO_SEEKER_PHONE, password: DEMO_PASSWORD }),
  }).then((res) => res.json());
  const token = login.data.token as string;

  // A socket that is open when the signal comes.
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws`);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.on('open', resolve).on('error', reject));
  socket.send(JSON.stringify({ type: 'auth', token }));
  await new Promise((resolve) => socket.once('message', resolve));

  // A request in flight: an upload whose body is half sent when the signal comes.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const boundary = 'shutdownBoundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const answer = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    const request = http.request(
      `${base}/api/uploads`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + png.length + tail.length,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
      },
    );
    request.on('error', reject);
    request.write(head);
    request.write(png.subarray(0, 20));
    // Time for the server to have read the request's head (a connection with no request yet is idle and
    // would simply be closed).
    setTimeout(() => {
      server.kill('SIGTERM');
      setTimeout(() => request.end(Buffer.concat([png.subarray(20), tail])), 300);
    }, 500);
  });

  expect(await closed).toBe(SOCKET_CLOSE.shutdown);
  const finished = await answer;
  expect(finished.status).toBe(200);
  expect(finished.connection).toBe('close');
  expect(JSON.parse(finished.body)).toMatchObject({ code: 200, data: { mime: 'image/png' } });
  // Answers given while closing end their keep-alive connection, so the process does not wait for it.
  const started = Date.now();
  expect(await exited).toBe(0);
  // (Waiting for it would take the keep-alive timeout, 72 s.)
  expect(Date.now() - started).toBeLessThan(10_000);
  // The stored file and the database are whole: the file is there, and SQLite left no WAL behind.
  const stored = JSON.parse(finished.body).data.name as string;
  expect(fs.readFileSync(path.join(dataDir, 'uploads', stored))).toEqual(png);
  if (!pg) expect(fs.existsSync(path.join(dataDir, 'app.db-wal'))).toBe(false);
  // New connections are refused once it is gone.
  await expect(fetch(`${base}/api/health`)).rejects.toThrow();
});
