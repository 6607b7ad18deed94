// `npm test`: everything CI runs, in order of speed, stopping at the first failure:
// lint and types, common rules, app code, server routes (SQLite, then PostgreSQL when
// TEST_DATABASE_URL is set), production builds of both targets, the weapp build at run time, and end
// to end in Chromium against the real server. SKIP_BUILD=1 reuses existing builds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

// No step takes near this long (the slowest, end to end, takes about 8 minutes on a slow host). A step
// still running is stuck, typically jest waiting on a server a failed hook left open: stop it and say
// so, rather than let CI run into its own limit with nothing printed.
const STEP_LIMIT_MS = 30 * 60 * 1000;

function step(title, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    timeout: STEP_LIMIT_MS,
  });
  if (res.error?.code === 'ETIMEDOUT') {
    console.error(`✖ ${title} was stopped after ${STEP_LIMIT_MS / 60000} minutes (something held it open)`);
    process.exit(1);
  }
  if (res.status !== 0) {
    console.error(`✖ ${title} failed (exit ${res.status})`);
    process.exit(res.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

// jest itself rather than through npx, so that the step limit stops jest and not only npx.
const JEST = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const jest = (projects) => [JEST, '--ci', '--selectProjects', ...projects];

step('lint', 'npx', ['eslint', '.']);
step('import graph', 'npx', ['depcruise', 'server/src', 'common', 'src', '--config', '.dependency-cruiser.cjs']);
step('types', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
step('server types', 'npx', ['tsc', '-p', 'server/tsconfig.json', '--noEmit']);
step('unit: common, app', process.execPath, jest(['common', 'app']));
step('server on SQLite', process.execPath, jest(['server']), { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) step('server on PostgreSQL', process.execPath, jest(['server']));
if (process.env.SKIP_BUILD !== '1') {
  step('build server', 'node', ['scripts/build-server.mjs']);
  step('build weapp', 'npx', ['taro', 'build', '--type', 'weapp'], { NODE_ENV: 'production' });
  step('build h5', 'npx', ['taro', 'build', '--type', 'h5'], { NODE_ENV: 'production' });
}
step('weapp at run time', process.execPath, jest(['weapp']), { TEST_DATABASE_URL: '' });
step('end to end in Chromium', process.execPath, [...jest(['e2e']), '--runInBand'], { TEST_DATABASE_URL: '' });
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
