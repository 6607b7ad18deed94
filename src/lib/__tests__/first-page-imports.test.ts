/**
 * The pages people land on (home, a shared job) must not load zod when they start: it is ~30 KB gzip and
 * ~100 ms of evaluation on a slow phone, and each domain's `common/<domain>.ts` builds its schemas when it
 * is imported. Walks the runtime imports (type-only ones vanish in the build) of each page as the H5 build
 * resolves them (`.h5` twins first) and fails with the chain that reaches zod.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const CANDIDATES = ['.h5.ts', '.h5.tsx', '.ts', '.tsx', '/index.h5.ts', '/index.ts', '/index.tsx'];
const IMPORT = /^(?:import|export)\s+(type\s+)?(?:[^;]*?\s+from\s+)?'([^']+)'/gm;

function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? path.join(ROOT, 'src', spec.slice(2))
    : spec.startsWith('@common/')
      ? path.join(ROOT, 'common', spec.slice('@common/'.length))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(from), spec)
        : undefined;
  if (!base) return undefined;
  return CANDIDATES.map((ext) => base + ext).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The import chain from `page` to the first module that imports `pkg` at run time, or undefined. */
function chainTo(page: string, pkg: string): string[] | undefined {
  const start = path.join(ROOT, page);
  const parent = new Map<string, string | undefined>([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const [, typeOnly, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (typeOnly) continue;
      if (spec === pkg) {
        const chain = [file];
        for (let at = parent.get(file); at; at = parent.get(at)) chain.push(at);
        return chain.map((item) => path.relative(ROOT, item));
      }
      const next = resolve(file, spec);
      if (next && !parent.has(next)) {
        parent.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

test.each(['src/pages/index/index.tsx', 'src/pages/job_detail/index.tsx'])('%s starts without zod', (page) => {
  expect(chainTo(page, 'zod')).toBeUndefined();
});

test('the walk finds zod where it is imported', () => {
  expect(chainTo('src/pages/resume/basic.tsx', 'zod')?.[0]).toMatch(/^common\//);
});
