/** `npm run api:client`: writes src/api/*.ts from the call descriptors in common/ (scripts/lib/api-client.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_DIR, renderClients } from './lib/api-client';

const files = renderClients();
fs.mkdirSync(CLIENT_DIR, { recursive: true });
for (const stale of fs.readdirSync(CLIENT_DIR)) {
  if (stale.endsWith('.ts') && !files.has(stale)) fs.rmSync(path.join(CLIENT_DIR, stale));
}
let calls = 0;
for (const [name, text] of files) {
  fs.writeFileSync(path.join(CLIENT_DIR, name), text);
  calls += (text.match(/^export const /gm) ?? []).length;
}
console.log(`wrote ${files.size} files, ${calls} endpoints, in ${path.relative(process.cwd(), CLIENT_DIR)}`);
