/**
 * Reaches modules of the production bundle the way a debugger would: a probe chunk pushed onto the
 * build's `wx.webpackJsonp` receives webpack's `__webpack_require__`, and modules already executed by
 * the app are found by what their source contains and what they export (names are minified).
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

let probeCount = 0;

export class BundleProbe {
  private required: Any;

  constructor(private readonly wx: Record<string, Any>) {}

  /** webpack's require function of the running app. */
  webpackRequire(): Any {
    if (this.required) return this.required;
    const jsonp = this.wx.webpackJsonp;
    if (!jsonp) throw new Error('weapp host: the app is not loaded (no wx.webpackJsonp)');
    probeCount += 1;
    jsonp.push([
      [`weapp-host-probe-${probeCount}`],
      {},
      (req: Any) => {
        this.required = req;
      },
    ]);
    if (!this.required) throw new Error('weapp host: the webpack runtime did not answer the probe chunk');
    return this.required;
  }

  /** Ids of the bundle's modules whose factory source contains every given string. */
  moduleIdsContaining(...needles: string[]): string[] {
    const req = this.webpackRequire();
    return Object.keys(req.m).filter((id) => {
      const source = String(req.m[id]);
      return needles.every((needle) => source.includes(needle));
    });
  }

  /** Exports of a module (executing it if the app has not yet). */
  exportsOf(id: string): Record<string, Any> {
    return this.webpackRequire()(id);
  }

  private document: Any;

  /** Taro's runtime document (the element tree React renders into; what webpack provides as `document`). */
  taroDocument(): Any {
    if (this.document) return this.document;
    for (const id of this.moduleIdsContaining('getElementById')) {
      const exports = this.exportsOf(id);
      for (const key of Object.keys(exports)) {
        const value = exports[key];
        if (
          value &&
          typeof value === 'object' &&
          value.nodeName === '#document' &&
          typeof value.getElementById === 'function'
        ) {
          this.document = value;
          return value;
        }
      }
    }
    throw new Error("weapp host: Taro's document was not found in the bundle");
  }

  /**
   * The app's one HTTP client, `request()` of src/lib/request.ts, as compiled into the bundle: the module
   * that adds the bearer token and installs the Taro interceptor; `request` is its one async export
   * (an async function compiles to `function f(x){return g.apply(this,arguments)}`).
   */
  appRequest(): (options: {
    url: string;
    method?: string;
    data?: unknown;
    noAuth?: boolean;
    skipVerify?: boolean;
  }) => Promise<Any> {
    const ids = this.moduleIdsContaining('"Bearer "', 'addInterceptor');
    if (ids.length !== 1) throw new Error(`weapp host: expected one request module in the bundle, found ${ids.length}`);
    const exports = this.exportsOf(ids[0]);
    const values = Object.keys(exports).map((key) => exports[key]);
    const asyncFunctions = values.filter(
      (value) =>
        typeof value === 'function' &&
        /^function\s*[\w$]*\s*\([\w$]+\)\s*\{\s*return [\w$]+\.apply\(this,\s*arguments\);?\s*\}$/.test(String(value)),
    );
    if (asyncFunctions.length === 1) return asyncFunctions[0];
    throw new Error(
      `weapp host: cannot tell request() among the request module's exports (${Object.keys(exports).join(', ')})`,
    );
  }
}
