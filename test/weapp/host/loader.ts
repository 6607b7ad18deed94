/**
 * Runs the files of the weapp build the way the mini-program runtime does: each file once, as a
 * CommonJS-style function (`require`, `module`, `exports`) in the test's global scope, with relative
 * `require` calls resolved inside the build. It bypasses jest's transform, so the code that runs is
 * byte for byte the production output. One loader per app instance (a fresh loader = a fresh app).
 */
import fs from 'node:fs';
import path from 'node:path';

interface LoadedModule {
  exports: unknown;
}

export class DistLoader {
  private readonly cache = new Map<string, LoadedModule>();

  constructor(readonly root: string) {}

  private resolve(file: string): string {
    const abs = path.isAbsolute(file) ? file : path.join(this.root, file);
    if (fs.existsSync(abs) && fs.statSync(abs).isFile()) return abs;
    if (fs.existsSync(`${abs}.js`)) return `${abs}.js`;
    throw new Error(`weapp host: cannot resolve ${file} in ${this.root}`);
  }

  /** Executes a build file once (later calls answer the cached exports, like WeChat's require). */
  load(file: string): unknown {
    const abs = this.resolve(file);
    const cached = this.cache.get(abs);
    if (cached) return cached.exports;
    const mod: LoadedModule = { exports: {} };
    this.cache.set(abs, mod);
    const code = fs.readFileSync(abs, 'utf8');
    const relativeName = path.relative(this.root, abs);
    const run = new Function('require', 'module', 'exports', `${code}\n//# sourceURL=weapp:///${relativeName}`);
    const localRequire = (request: string) => {
      if (request.startsWith('.') || request.startsWith('/')) {
        return this.load(path.resolve(path.dirname(abs), request));
      }
      throw new Error(`weapp host: ${relativeName} requires "${request}", which a mini-program cannot resolve`);
    };
    run.call(mod.exports, localRequire, mod, mod.exports);
    return mod.exports;
  }

  /** Whether a file was already executed by this app instance. */
  has(file: string): boolean {
    try {
      return this.cache.has(this.resolve(file));
    } catch {
      return false;
    }
  }
}
