// `npm start`: builds what is missing (H5 app, server bundle), then runs the server, which serves the
// app at http://localhost:8080/admin-pc/ and the API at /api, on SQLite under ./data with demo data.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, env = {}) => {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

/** Newest modification time under a folder (to rebuild when sources changed). */
function newest(dir) {
  let latest = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else latest = Math.max(latest, fs.statSync(p).mtimeMs);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return latest;
}

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const h5Index = path.join(root, 'dist/h5/index.html');
const serverBundle = path.join(root, 'build/server/main.js');
const appSources = Math.max(newest(path.join(root, 'src')), newest(path.join(root, 'common')));
const serverSources = Math.max(newest(path.join(root, 'server/src')), newest(path.join(root, 'common')));

if (mtime(h5Index) < appSources) {
  console.log('Building the H5 app (about a minute the first time)…');
  run('npx', ['taro', 'build', '--type', 'h5'], { NODE_ENV: 'production' });
}
if (mtime(serverBundle) < serverSources) run('node', ['scripts/build-server.mjs']);

run('node', ['--enable-source-maps', serverBundle], { NODE_ENV: process.env.NODE_ENV ?? 'production' });
