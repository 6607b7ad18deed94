/**
 * The layer rules of .dependency-cruiser.cjs fire. A small house of fixture files, written to a temporary
 * folder with the project's own folder names, holds one arrow against the layer order per case beside
 * arrows the order allows; dependency-cruiser runs on it with the project's config, as `npm run
 * lint:imports` does on the real tree. Each wrong arrow must be reported under its rule, and no right one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const depcruise = path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = path.join(repoRoot, '.dependency-cruiser.cjs');

/** The fixture files: path -> the imports it holds (a file without imports exports one constant). */
const house: Record<string, string[]> = {
  // Server, arrows the order allows.
  'server/src/core/clock.ts': [],
  'server/src/db/connect.ts': ["import { x } from '../core/clock';"],
  'server/src/http/errors.ts': ["import { x } from '../db/connect';", "import { x as y } from '../core/clock';"],
  'server/src/plugins/jobs.ts': ["import { x } from '../http/errors';"],
  'server/src/adapters/esign.ts': ["import { x } from '../core/clock';"],
  'server/src/modules/positions/positions.service.ts': [
    "import { x } from '../../http/errors';",
    "import { x as a } from '../../db/connect';",
    "import { x as b } from '../../adapters/esign';",
  ],
  'server/src/modules/index.ts': [
    "import { x } from '../plugins/jobs';",
    "import { x as a } from './positions/positions.service';",
    "import { x as b } from '../adapters/esign';",
  ],
  'server/src/seed/index.ts': ["import { x } from '../modules/positions/positions.service';"],
  'server/src/app.ts': ["import { x } from './modules/index';", "import { x as a } from './seed/index';"],
  // Server, one wrong arrow each.
  'server/src/adapters/sms.ts': ["import { x } from '../plugins/jobs';"],
  'server/src/adapters/wechat.ts': ["import { x } from '../http/errors';"],
  'server/src/modules/chat/chat.service.ts': ["import { x } from '../../plugins/jobs';"],
  'server/src/modules/chat/chat-seed.ts': ["import { x } from '../../seed/index';"],
  'server/src/plugins/realtime.ts': ["import { x } from '../modules/positions/positions.service';"],
  'server/src/db/migrate.ts': ["import { x } from '../http/errors';"],
  'server/src/util/misc.ts': ["import { x } from '../core/clock';"],
  'server/src/core/config.ts': ["import { x } from '../db/connect';"],
  'server/src/http/caller.ts': ["import { x } from '../plugins/jobs';"],
  // App, arrows the order allows.
  'src/lib/call.ts': [],
  'src/api/positions.ts': ["import type { x } from '@/lib/call';"],
  'src/services/unread.ts': ["import { x } from '../api/positions';", "import { x as a } from '@/lib/call';"],
  'src/components/tab-bar/index.tsx': ["import { x } from '@/services/unread';"],
  'src/features/positions/job-list.tsx': [
    "import { x } from '../../api/positions';",
    "import { x as a } from '@/components/tab-bar/index';",
    "import { x as b } from '@/services/unread';",
  ],
  'src/pages/index/index.tsx': ["import { x } from '../../features/positions/job-list';"],
  // App, one wrong arrow each.
  'src/api/chat.ts': ["import { x } from '@/lib/call';"],
  'src/lib/badge.ts': ["import { x } from '../services/unread';"],
  'src/lib/positions.ts': ["import { x } from '@/api/positions';"],
  'src/services/regions.ts': ["import { x } from '@/features/positions/job-list';"],
  'src/components/region-picker/index.tsx': ["import { x } from '../../api/positions';"],
  'src/features/chat/by-path.tsx': ["import { x } from '../positions/job-list';"],
  'src/features/chat/by-alias.tsx': ["import { x } from '@/features/positions/job-list';"],
  'src/features/chat/page-part.tsx': ["import { x } from '../../pages/index/index';"],
  'src/pages/chat/index.tsx': ["import { x } from '../index/index';"],
};

/** Each wrong arrow above and the rule that must report it. */
const wrongArrows: Array<[rule: string, from: string, to: string]> = [
  ['adapters-stand-on-core', 'server/src/adapters/sms.ts', 'server/src/plugins/jobs.ts'],
  ['adapters-stand-on-core', 'server/src/adapters/wechat.ts', 'server/src/http/errors.ts'],
  ['modules-stand-on-infrastructure', 'server/src/modules/chat/chat.service.ts', 'server/src/plugins/jobs.ts'],
  ['modules-stand-on-infrastructure', 'server/src/modules/chat/chat-seed.ts', 'server/src/seed/index.ts'],
  [
    'plugins-stand-on-http-db-core',
    'server/src/plugins/realtime.ts',
    'server/src/modules/positions/positions.service.ts',
  ],
  ['core-is-the-ground', 'server/src/core/config.ts', 'server/src/db/connect.ts'],
  ['db-stands-on-core', 'server/src/db/migrate.ts', 'server/src/http/errors.ts'],
  ['http-stands-on-db-core', 'server/src/http/caller.ts', 'server/src/plugins/jobs.ts'],
  ['server-file-in-a-layer', 'server/src/util/misc.ts', 'server/src/core/clock.ts'],
  ['app-api-is-types-only', 'src/api/chat.ts', 'src/lib/call.ts'],
  ['app-lib-knows-no-domain', 'src/lib/badge.ts', 'src/services/unread.ts'],
  ['app-lib-knows-no-domain', 'src/lib/positions.ts', 'src/api/positions.ts'],
  ['app-services-below-the-screens', 'src/services/regions.ts', 'src/features/positions/job-list.tsx'],
  ['app-components-know-no-domain', 'src/components/region-picker/index.tsx', 'src/api/positions.ts'],
  ['app-features-never-import-each-other', 'src/features/chat/by-path.tsx', 'src/features/positions/job-list.tsx'],
  ['app-features-never-import-each-other', 'src/features/chat/by-alias.tsx', 'src/features/positions/job-list.tsx'],
  ['app-nothing-imports-pages', 'src/features/chat/page-part.tsx', 'src/pages/index/index.tsx'],
  ['app-page-imports-no-other-page', 'src/pages/chat/index.tsx', 'src/pages/index/index.tsx'],
];

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

let folder: string;
let violations: Violation[];

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
  fs.writeFileSync(
    path.join(folder, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'], '@common/*': ['./common/*'] } } }),
  );
  for (const [file, imports] of Object.entries(house)) {
    fs.mkdirSync(path.join(folder, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), [...imports, 'export const x = 1;', ''].join('\n'));
  }
  const run = spawnSync(
    process.execPath,
    [depcruise, 'server/src', 'src', '--config', config, '--output-type', 'json'],
    { cwd: folder, encoding: 'utf8' },
  );
  if (!run.stdout) throw new Error(`dependency-cruiser did not answer: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[]; totalCruised: number } };
  // Every fixture file was read (a typo in a path would otherwise pass unnoticed).
  expect(result.summary.totalCruised).toBe(Object.keys(house).length);
  violations = result.summary.violations;
});

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the layer order, as lint holds it', () => {
  it.each(wrongArrows)('%s reports %s -> %s', (rule, from, to) => {
    expect(violations).toContainEqual(
      expect.objectContaining({ rule: expect.objectContaining({ name: rule }), from, to }),
    );
  });

  it('reports no arrow the order allows', () => {
    const wrongFiles = new Set(wrongArrows.map(([, from]) => from));
    const reported = violations
      .filter((v) => v.from in house && !wrongFiles.has(v.from))
      .map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    expect(reported).toEqual([]);
  });
});
