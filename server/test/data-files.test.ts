/**
 * Data at rest is for the server's user only: DATA_DIR and every folder under it 0700, the database, its
 * WAL and every other file 0600. Checked on a real start (server/src/main.ts, which sets the umask) and on
 * an older install's files, which opening the database narrows.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { openDatabase } from '../src/db/connect';

const root = path.resolve(__dirname, '../..');

const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

/** Every folder and file under `dir` with its mode, e.g. { '.': '700', 'app.db': '600' }. */
function modes(dir: string): Record<string, string> {
  const found: Record<string, string> = { '.': mode(dir) };
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    found[path.relative(dir, full)] = mode(full);
  }
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url}:\n${output()}`);
}

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-modes-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('a real start under a permissive umask (022) creates DATA_DIR 0700 and the database, WAL and every file 0600', async () => {
  const data = path.join(dataDir, 'data');
  const port = await freePort();
  // The shell sets the usual umask first, so only the server's own umask can make new files private. One
  // process (node with tsx's loader), so its umask can be read below.
  const child = spawn('sh', ['-c', 'umask 022 && exec node --import tsx server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data,
      H5_DIR: path.join(dataDir, 'no-h5-build'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, () => output);
    const found = modes(data);
    // The demo seed wrote contract files and the signing certificate too: all of it is private.
    expect(found).toMatchObject({ '.': '700', 'app.db': '600', 'app.db-wal': '600', 'secret.key': '600' });
    expect(Object.keys(found).length).toBeGreaterThan(5);
    const open = Object.entries(found).filter(([, m]) => !/^[67]00$/.test(m));
    expect(open).toEqual([]);
    // Files written later without an explicit mode (and any SQLite makes) are private too.
    if (process.platform === 'linux') {
      expect(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')).toMatch(/^Umask:\s+0077$/m);
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}, 90_000);

it("opening the database narrows an older install's world-readable folder, database and WAL", async () => {
  const older = new SqliteDatabase(path.join(dataDir, 'app.db'));
  older.pragma('journal_mode = WAL');
  older.exec('CREATE TABLE earlier (x INTEGER)');
  older.close();
  fs.chmodSync(dataDir, 0o755);
  fs.chmodSync(path.join(dataDir, 'app.db'), 0o644);
  const handle = openDatabase({ dataDir });
  try {
    expect(modes(dataDir)).toEqual({ '.': '700', 'app.db': '600', 'app.db-wal': '600', 'app.db-shm': '600' });
  } finally {
    await handle.close();
  }
});
