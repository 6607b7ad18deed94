/**
 * Bundles the API server (server/src/main.ts) into build/server/main.js for `node build/server/main.js`,
 * and beside it the worker thread that checks uploaded PDFs (contracts/document/verify-pool.ts looks for
 * build/server/contract-verify-worker.js next to the bundle).
 * Our code and common/ are bundled (the @common/* alias resolves through server/tsconfig.json paths);
 * node_modules stay external because CommonJS dependencies read their own files through __dirname.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/src/main.ts',
    'contract-verify-worker': 'server/src/modules/contracts/document/contract-verify-worker.ts',
  },
  outdir: 'build/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  tsconfig: 'server/tsconfig.json',
  sourcemap: true,
  // Readable stack traces in production logs matter more than a few kilobytes.
  minify: false,
  metafile: true,
  logLevel: 'info',
});

const inputs = Object.keys(result.metafile.inputs);
if (!inputs.some((file) => file.startsWith('common/'))) {
  throw new Error('common/ was not bundled: is the @common alias resolving?');
}
