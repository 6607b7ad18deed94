// Starts the real server bundle (build/server/main.js) on a free port with a fresh DATA_DIR, for
// benchmarks and end-to-end tests. Resolves when /api/health answers.
// CommonJS so that both the .mjs scripts and the jest suites (TypeScript compiled to CJS) can use it.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

// The free port is closed before the child listens on it, so another process can take it in between: then
// the start is tried again on another port.
async function startServer(options = {}, attempt = 1) {
  try {
    return await startServerOnce(options);
  } catch (error) {
    if (attempt < 3 && /EADDRINUSE/.test(String(error && error.message))) return startServer(options, attempt + 1);
    throw error;
  }
}

async function startServerOnce({ root, env = {}, log = false } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-'));
  const child = spawn(process.execPath, [path.join(root, 'build/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', log ? 'inherit' : 'pipe', log ? 'inherit' : 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server exited: ${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { freePort, startServer, CHROMIUM_ARGS };
