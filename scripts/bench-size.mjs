// `npm run bench:size`: production builds of both targets, then the sizes budgeted for a phone: the weapp
// main package (<= 500 KB), each subpackage (<= 300 KB), the JavaScript the H5 first page loads (gzip,
// <= 140 KB, measured by opening home in Chromium against the real server), and every other H5 chunk
// (gzip, <= 60 KB: what one more page can add).
// SKIP_BUILD=1 measures the existing builds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import serverLib from './lib/server.cjs';

const { startServer, CHROMIUM_ARGS } = serverLib;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
const BUDGET = { main: 500 * KB, sub: 300 * KB, h5FirstPage: 140 * KB, h5Chunk: 60 * KB };

function build(args, env = {}) {
  const res = spawnSync('npx', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

function dirSize(dir, skip = () => false) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (skip(p)) continue;
    total += entry.isDirectory() ? dirSize(p, skip) : fs.statSync(p).size;
  }
  return total;
}

const fmt = (n) => `${(n / KB).toFixed(1)} KB`;
const row = (name, size, budget) =>
  console.log(`${size <= budget ? 'ok  ' : 'OVER'}  ${name.padEnd(34)} ${fmt(size).padStart(10)}  / ${fmt(budget)}`);

if (process.env.SKIP_BUILD !== '1') {
  build(['taro', 'build', '--type', 'weapp']);
  build(['taro', 'build', '--type', 'h5']);
  spawnSync('node', ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
}
if (!fs.existsSync(path.join(root, 'build/server/main.js')))
  spawnSync('node', ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });

// weapp
const weapp = path.join(root, 'dist/weapp');
const appJson = JSON.parse(fs.readFileSync(path.join(weapp, 'app.json'), 'utf8'));
const roots = (appJson.subPackages ?? appJson.subpackages ?? []).map((s) => s.root.replace(/\/$/, ''));
const rootPaths = roots.map((r) => path.join(weapp, r));
const mainSize = dirSize(weapp, (p) => rootPaths.includes(p) || p.endsWith('.map'));
console.log('\nWeapp (uncompressed, as WeChat counts it)');
row('main package', mainSize, BUDGET.main);
let over = mainSize > BUDGET.main;
for (const r of roots) {
  const size = dirSize(path.join(weapp, r), (p) => p.endsWith('.map'));
  row(`subpackage ${r}`, size, BUDGET.sub);
  over ||= size > BUDGET.sub;
}

// H5: what the first page really loads, gzip-compressed
const server = await startServer({ root });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
}); // playwright gives each launch a fresh profile directory
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = new Set();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
  });
  await page.goto(`${server.url}/admin-pc/`, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-testid="position-card"]', { timeout: 30_000 });
  let total = 0;
  console.log('\nH5 first page (home) JavaScript, gzip');
  for (const p of [...scripts].sort()) {
    const file = path.join(root, 'dist/h5', p.replace(/^\/admin-pc\//, ''));
    const gz = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    total += gz;
    console.log(`      ${p.padEnd(40)} ${fmt(gz).padStart(10)}`);
  }
  row('H5 first-page JavaScript (gzip)', total, BUDGET.h5FirstPage);
  over ||= total > BUDGET.h5FirstPage;

  // Every chunk a later page may load, apart from those the first page already has.
  const firstPage = new Set([...scripts].map((p) => path.basename(p)));
  const jsDir = path.join(root, 'dist/h5/js');
  const chunks = fs
    .readdirSync(jsDir)
    .filter((name) => name.endsWith('.js') && !firstPage.has(name))
    .map((name) => ({ name, gz: zlib.gzipSync(fs.readFileSync(path.join(jsDir, name)), { level: 9 }).length }))
    .sort((a, b) => b.gz - a.gz);
  // pdf.js (the 附件简历 preview's own chunk) loads only when a seeker opens a PDF's preview, never with a page:
  // reported, not held to what one more page may add.
  const pdfjs = chunks.filter((chunk) => chunk.name.startsWith('pdfjs.'));
  for (const chunk of pdfjs) console.log(`\n      js/${chunk.name} (the PDF preview, on demand) ${fmt(chunk.gz)}`);
  chunks.splice(0, chunks.length, ...chunks.filter((chunk) => !pdfjs.includes(chunk)));
  console.log(`\nH5 other chunks: ${chunks.length}, the largest:`);
  for (const chunk of chunks.slice(0, 3)) row(`js/${chunk.name}`, chunk.gz, BUDGET.h5Chunk);
  over ||= chunks.some((chunk) => chunk.gz > BUDGET.h5Chunk);
} finally {
  await browser.close();
  await server.stop();
}
console.log(over ? '\nSome budgets are exceeded.' : '\nAll budgets kept.');
process.exitCode = over ? 1 : 0;
