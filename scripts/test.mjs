// `npm test`: everything CI runs, in order of speed, stopping at the first failure:
// lint and types, common rules, app code, server routes (SQLite, then PostgreSQL when
// TEST_DATABASE_URL is set), production builds of both targets, the weapp build at run time, and end
// to end in Chromium against the real server. SKIP_BUILD=1 reuses existing builds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

function step(title, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) {
    console.error(`✖ ${title} failed (exit ${res.status})`);
    process.exit(res.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

const jest = (projects) => ['jest', '--ci', '--selectProjects', ...projects];

step('lint', 'npx', ['eslint', '.']);
step('import graph', 'npx', ['depcruise', 'server/src', 'common', 'src', '--config', '.dependency-cruiser.cjs']);
step('types', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
step('server types', 'npx', ['tsc', '-p', 'server/tsconfig.json', '--noEmit']);
step('unit: common, app', 'npx', jest(['common', 'app']));
step('server on SQLite', 'npx', jest(['server']), { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) step('server on PostgreSQL', 'npx', jest(['server']));
if (process.env.SKIP_BUILD !== '1') {
  step('build server', 'node', ['scripts/build-server.mjs']);
  step('build weapp', 'npx', ['taro', 'build', '--type', 'weapp'], { NODE_ENV: 'production' });
  step('build h5', 'npx', ['taro', 'build', '--type', 'h5'], { NODE_ENV: 'production' });
}
step('weapp at run time', 'npx', jest(['weapp']), { TEST_DATABASE_URL: '' });
step('end to end in Chromium', 'npx', [...jest(['e2e']), '--runInBand'], { TEST_DATABASE_URL: '' });
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
