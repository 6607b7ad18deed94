/**
 * `npm run openapi`: writes docs/openapi.json from the routes' own zod schemas (the same document the
 * server serves at /api/docs/json), using a throwaway empty database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/core/config';

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false' });
  const app = await buildApp({ config, logger: false });
  try {
    await app.ready();
    const document = app.swagger();
    const out = path.resolve(__dirname, '..', 'docs', 'openapi.json');
    fs.writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), out)} (${Object.keys(document.paths ?? {}).length} paths)`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
