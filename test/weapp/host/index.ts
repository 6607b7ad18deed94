/**
 * A small WeChat host for the production weapp build (architecture section 6).
 *
 * It does what WeChat does, headlessly:
 * - a jsdom window as globals, then miniprogram-simulate (j-component + exparser) with the official WXML
 *   compiler (miniprogram-compiler's wcc binary) rendering the build's own templates;
 * - `App`, `getApp`, `getCurrentPages`, a `Page` shim turning a page into a component (attached -> onLoad
 *   with the query, then onShow; ready -> onReady; detached -> onUnload), `Component` wrapped so Taro's
 *   `behaviors: {}` becomes `[]`;
 * - `dist/weapp/app.js` executed as-is (it requires its chunks), then onLaunch/onShow with the launch
 *   options (scene);
 * - each route `simulate.load`ed once per app instance, then `render` + `attach` per page instance, on a
 *   page stack driven asynchronously by navigateTo/redirectTo/switchTab/navigateBack/reLaunch; tab pages
 *   get their custom tab bar (custom-tab-bar/ of the build) like WeChat;
 * - a `wx` global (./wx.ts) whose request goes over fetch to a real server: the build has
 *   `http://localhost:8080` baked in as its API origin, and the host rewrites that origin to `apiOrigin`.
 *
 * Only one app instance is live at a time (the globals are WeChat's, and there is one WeChat): creating a
 * host disposes the previous one of the test file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { installDomGlobals } from './globals';
import { DistLoader } from './loader';
import {
  createWx,
  type ModalOptions,
  type ModalResult,
  type NavigationApi,
  type WxFakeOptions,
  type WxRecords,
} from './wx';
import { BundleProbe } from './bundle';
import { allElements, collectText, describeTree, findAllByText, fire, type ExparserNode, type NodeRef } from './dom';

export { BUILD_API_ORIGIN } from './wx';
export type { NodeRef } from './dom';

/** The weapp build under test: dist/weapp, or WEAPP_DIST (e.g. a build made elsewhere). */
export const DIST = process.env.WEAPP_DIST
  ? path.resolve(process.env.WEAPP_DIST)
  : path.resolve(__dirname, '../../../dist/weapp');

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

const g = globalThis as Any;

interface SimulateModules {
  simulate: Any;
  utils: Any;
  api: Record<string, unknown>;
  exparser: Any;
  simulateComponent: (definition: Any) => void;
}

let modules: SimulateModules | undefined;
let activeHost: WeappHost | undefined;

/** Fails with the instruction to build when the weapp build is missing or incomplete. */
export function assertBuild(dist: string = DIST): {
  pages: string[];
  tabs: string[];
  appJson: Any;
  customTabBar: boolean;
} {
  const required = ['app.js', 'app.json', 'base.wxml', 'comp.js', 'taro.js', 'runtime.js'];
  const missing = required.filter((file) => !fs.existsSync(path.join(dist, file)));
  if (fs.existsSync(path.join(dist, 'app.json'))) {
    const declared = JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8'));
    if (declared.tabBar?.custom && !fs.existsSync(path.join(dist, 'custom-tab-bar/index.js')))
      missing.push('custom-tab-bar/index.js');
  }
  if (missing.length) {
    throw new Error(
      `The weapp build is missing (${missing.join(', ')} not found in ${dist}). Run \`npm run build:weapp\` first ` +
        '(`npm test` builds it before this suite).',
    );
  }
  const appJson = JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8'));
  const pages: string[] = [...appJson.pages];
  for (const sub of appJson.subPackages ?? appJson.subpackages ?? []) {
    for (const page of sub.pages) pages.push(`${sub.root}/${page}`);
  }
  const tabs: string[] = (appJson.tabBar?.list ?? []).map((item: { pagePath: string }) => item.pagePath);
  return { pages, tabs, appJson, customTabBar: Boolean(appJson.tabBar?.custom) };
}

function loadSimulate(): SimulateModules {
  if (modules) return modules;
  installDomGlobals();
  const simulate = require('miniprogram-simulate');
  const simulateComponent = g.Component;
  const simulateDir = path.dirname(require.resolve('miniprogram-simulate/package.json'));
  const jComponentDir = path.dirname(require.resolve('j-component/package.json', { paths: [simulateDir] }));
  const exparser = require(require.resolve('miniprogram-exparser', { paths: [jComponentDir] }));
  const utils = require(path.join(simulateDir, 'src/utils.js'));
  const api = require(path.join(simulateDir, 'src/api/index.js'));
  // Component files of the build run through the app instance's loader (WeChat's require), not jest's.
  utils.runJs = (filePath: string) => {
    if (!activeHost) throw new Error('weapp host: no live app instance to run component code in');
    activeHost.loader.load(filePath);
  };
  // Taro's component configs carry `behaviors: {}` (and other empty objects) where exparser wants arrays.
  g.Component = (definition: Any) => {
    const fixed = { ...definition };
    for (const key of ['behaviors', 'externalClasses']) {
      if (fixed[key] !== undefined && !Array.isArray(fixed[key])) fixed[key] = [];
    }
    return simulateComponent(fixed);
  };
  modules = { simulate, utils, api, exparser, simulateComponent };
  return modules;
}

const COMPILER_OPTIONS = { maxBuffer: 64 * 1024 * 1024 };

/**
 * Loads miniprogram-simulate and compiles the build's WXML with the official compiler ahead of the first
 * app launch (both are cached for the test file), e.g. while the API server starts.
 */
export function warmUp(dist: string = DIST): void {
  assertBuild(dist);
  loadSimulate();
  const simulateDir = path.dirname(require.resolve('miniprogram-simulate/package.json'));
  const compile = require(path.join(simulateDir, 'src/compile.js'));
  compile.getWxml(path.join(dist, 'comp'), { compiler: 'official', rootPath: dist, compilerOptions: COMPILER_OPTIONS });
}

export interface HostOptions {
  /** Launch scene (WeChat scene value); 1001 = opened from the chat list. */
  scene?: number;
  /** Origin of the real server the build's `http://localhost:8080` requests are sent to. */
  apiOrigin?: string;
  /** Storage as it is before the app starts (values as the app stores them). */
  storage?: Record<string, unknown>;
  /** Answer to every showModal (default: the user confirms). */
  modal?: (options: ModalOptions) => ModalResult;
  /** The user's choice per template in requestSubscribeMessage (default: accept every one). */
  subscribe?: WxFakeOptions['subscribe'];
  /** What chooseMessageFile picks (default: the user cancels). */
  messageFiles?: WxFakeOptions['messageFiles'];
  /** First page; defaults to the first page of app.json. */
  launchPath?: string;
  dist?: string;
}

export interface PageEntry {
  route: string;
  query: Record<string, string>;
  /** The page's method caller (what getCurrentPages answers). */
  instance: Any;
  /** j-component root of the page. */
  component: Any;
  container: Any;
  /** The custom tab bar WeChat creates for a tab page. */
  tabBar?: { component: Any; container: Any };
  unloaded: boolean;
}

export interface WaitOptions {
  timeout?: number;
  interval?: number;
  message?: string | (() => string);
}

function parseUrl(url: string): { route: string; query: Record<string, string> } {
  const [pathPart, queryPart = ''] = url.split('?');
  const route = pathPart.replace(/^\/+/, '');
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(queryPart)) query[key] = value;
  return { route, query };
}

export class WeappHost {
  readonly loader: DistLoader;
  readonly wx: Record<string, Any>;
  readonly records: WxRecords;
  readonly storage: Map<string, unknown>;
  readonly probe: BundleProbe;
  private readonly closeWx: () => void;
  /** WeChat reports a network change to the app (onNetworkStatusChange, or onNetworkWeakChange with `weak`). */
  readonly emitNetwork: (state: { isConnected: boolean; networkType: string; weak?: boolean }) => void;
  private readonly emitAppShow: (options: unknown) => void;
  /** The object the build passed to App(). */
  app: Any;
  readonly stack: PageEntry[] = [];
  private readonly tabPages = new Map<string, PageEntry>();
  private readonly pageDefinitions = new Map<string, string>();
  private tabBarDefinition: string | undefined;
  private compId: string | undefined;
  private pendingPage: PageEntry | undefined;
  private readonly pages: string[];
  private readonly tabs: string[];
  /** app.json's tabBar.custom: WeChat then renders custom-tab-bar/ under each tab page. */
  private readonly customTabBar: boolean;
  private disposed = false;
  private readonly errors: unknown[] = [];
  private navigationQueue: Promise<unknown> = Promise.resolve();
  readonly dist: string;
  readonly scene: number;
  readonly launchPath: string;

  constructor(options: HostOptions = {}) {
    this.dist = options.dist ?? DIST;
    const { pages, tabs, customTabBar } = assertBuild(this.dist);
    this.pages = pages;
    this.tabs = tabs;
    this.customTabBar = customTabBar;
    this.scene = options.scene ?? 1001;
    this.launchPath = options.launchPath ?? pages[0];
    const mods = loadSimulate();
    activeHost?.dispose();
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the one live app instance (WeChat's globals are its)
    activeHost = this;

    this.loader = new DistLoader(this.dist);
    const { wx, records, storage, close, emitNetwork, emitAppShow } = createWx({
      apiOrigin: options.apiOrigin,
      scene: this.scene,
      launchPath: this.launchPath,
      storage: options.storage,
      modal: options.modal,
      subscribe: options.subscribe,
      messageFiles: options.messageFiles,
      navigator: { navigate: (api, opts) => this.navigate(api, opts) },
      base: mods.api,
    });
    this.wx = wx;
    this.emitNetwork = emitNetwork;
    this.emitAppShow = emitAppShow;
    this.closeWx = close;
    this.records = records;
    this.storage = storage;
    this.probe = new BundleProbe(wx);
    this.installGlobals();
  }

  private installGlobals(): void {
    g.wx = this.wx;
    g.getApp = () => this.app;
    g.getCurrentPages = () => this.stack.filter((entry) => entry.instance).map((entry) => entry.instance);
    g.App = (config: Any) => {
      this.app = config;
    };
    g.Page = (config: Any) => this.definePage(config);
  }

  /** Page(options) -> a component whose lifetimes drive the page lifecycle. */
  private definePage(config: Any): void {
    const methods: Record<string, Any> = {};
    for (const key of Object.keys(config)) {
      if (typeof config[key] === 'function') methods[key] = config[key];
    }
    const attached = (instance: Any) => {
      const entry = this.pendingPage;
      if (!entry) throw new Error('weapp host: a page was attached outside of a navigation');
      this.pendingPage = undefined;
      entry.instance = instance;
      instance.route = entry.route;
      instance.__route__ = entry.route;
      instance.options = { ...entry.query };
      instance.getTabBar = () => entry.tabBar?.component.instance;
      this.guard(() => instance.onLoad?.({ ...entry.query }));
      this.guard(() => instance.onShow?.());
    };
    const guard = (fn: () => unknown) => this.guard(fn);
    g.Component({
      data: config.data ?? {},
      methods,
      lifetimes: {
        attached(this: Any) {
          attached(this);
        },
        ready(this: Any) {
          guard(() => this.onReady?.());
        },
        detached(this: Any) {
          guard(() => this.onUnload?.());
        },
      },
    });
  }

  private guard(fn: () => unknown): void {
    try {
      const result = fn();
      if (result && typeof (result as Promise<unknown>).catch === 'function') {
        (result as Promise<unknown>).catch((error) => this.errors.push(error));
      }
    } catch (error) {
      this.errors.push(error);
    }
  }

  /** Errors thrown by page lifecycle code (a page that throws is a failed test). */
  get lifecycleErrors(): unknown[] {
    return [...this.errors];
  }

  /** Loads the build (app.js and its chunks) and launches the app: onLaunch then onShow, then the first page. */
  async launch(): Promise<PageEntry> {
    this.loader.load('app.js');
    if (!this.app) throw new Error('weapp host: app.js did not call App()');
    const options = { path: this.launchPath, scene: this.scene, query: {}, referrerInfo: {} };
    this.app.onLaunch?.call(this.app, options);
    this.app.onShow?.call(this.app, options);
    const { simulate } = loadSimulate();
    this.compId = simulate.load(path.join(this.dist, 'comp'), 'comp', this.loadOptions(false));
    const { route, query } = parseUrl(`/${this.launchPath}`);
    if (!this.pages.includes(route)) {
      // As WeChat does for an entry page the app does not have: App.onPageNotFound, which navigates.
      if (!this.app.onPageNotFound) throw new Error(`weapp host: launch page ${route} does not exist`);
      this.app.onPageNotFound.call(this.app, { path: route, query, isEntryPage: true });
      // Taro calls the app's handler once its React tree has rendered, and the handler navigates: wait for
      // the page it opens (not a fixed time, which a busy host can exceed).
      await this.waitFor(() => this.stack.length > 0 || undefined, { message: 'the page onPageNotFound opened' });
      await this.navigationQueue;
      return this.top();
    }
    await this.navigate('reLaunch', { url: `/${this.launchPath}` }).then((refused) => {
      if (refused) throw new Error(`weapp host: launch page ${this.launchPath}: ${refused}`);
    });
    return this.top();
  }

  /** The app comes back to the foreground: App.onShow, then the top page's onShow. */
  showApp(): void {
    const options = { path: this.launchPath, scene: this.scene, query: {}, referrerInfo: {} };
    this.app.onShow?.call(this.app, options);
    this.emitAppShow(options);
    const top = this.stack[this.stack.length - 1];
    if (top) this.show(top);
  }

  private loadOptions(withComp = true): Any {
    return {
      rootPath: this.dist,
      compilerOptions: COMPILER_OPTIONS,
      ...(withComp && this.compId ? { usingComponents: { comp: this.compId } } : {}),
    };
  }

  private definitionFor(route: string): string {
    let id = this.pageDefinitions.get(route);
    if (!id) {
      const tag = `page-${route.replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase()}`;
      id = loadSimulate().simulate.load(path.join(this.dist, route), tag, this.loadOptions()) as string;
      this.pageDefinitions.set(route, id);
    }
    return id;
  }

  private createPage(route: string, query: Record<string, string>): PageEntry {
    const { simulate } = loadSimulate();
    const definition = this.definitionFor(route);
    const container = document.createElement('div');
    container.setAttribute('data-route', route);
    document.body.appendChild(container);
    const entry: PageEntry = { route, query, instance: undefined, component: undefined, container, unloaded: false };
    this.stack.push(entry);
    this.pendingPage = entry;
    entry.component = simulate.render(definition, {});
    entry.component.attach(container);
    if (!entry.instance) throw new Error(`weapp host: page ${route} did not attach`);
    if (this.tabs.includes(route)) this.tabPages.set(route, entry);
    if (this.tabs.includes(route) && this.customTabBar) {
      if (!this.tabBarDefinition) {
        this.tabBarDefinition = simulate.load(
          path.join(this.dist, 'custom-tab-bar/index'),
          'custom-tab-bar',
          this.loadOptions(),
        );
      }
      const barContainer = document.createElement('div');
      barContainer.setAttribute('data-tab-bar-of', route);
      container.appendChild(barContainer);
      const component = simulate.render(this.tabBarDefinition, {});
      component.attach(barContainer);
      entry.tabBar = { component, container: barContainer };
    }
    return entry;
  }

  private unloadPage(entry: PageEntry): void {
    if (entry.unloaded) return;
    entry.unloaded = true;
    entry.tabBar?.component.detach();
    entry.component.detach();
    entry.container.remove();
    if (this.tabPages.get(entry.route) === entry) this.tabPages.delete(entry.route);
  }

  private hide(entry: PageEntry | undefined): void {
    if (entry?.instance) this.guard(() => entry.instance.onHide?.());
  }

  private show(entry: PageEntry): void {
    this.guard(() => entry.instance.onShow?.());
  }

  /** The page stack rules of WeChat. Resolves a refusal message, or undefined when done. */
  navigate(api: NavigationApi, options: { url?: string; delta?: number }): Promise<string | undefined> {
    const run = async (): Promise<string | undefined> => {
      if (this.disposed) return 'app closed';
      if (api === 'navigateBack') {
        if (this.stack.length <= 1) return 'cannot navigate back at first page.';
        const delta = Math.min(Math.max(options.delta ?? 1, 1), this.stack.length - 1);
        for (let i = 0; i < delta; i += 1) {
          const entry = this.stack.pop()!;
          if (this.tabs.includes(entry.route)) this.hide(entry);
          else this.unloadPage(entry);
        }
        this.show(this.top());
        return undefined;
      }
      if (!options.url) return 'parameter error: url is required';
      const { route, query } = parseUrl(options.url);
      if (!this.pages.includes(route)) return `page "${route}" is not found`;
      const isTab = this.tabs.includes(route);
      if (api === 'navigateTo' || api === 'redirectTo') {
        if (isTab) return `can not ${api} a tabbar page`;
        if (api === 'navigateTo' && this.stack.length >= 10) return 'webview count limit exceed';
        const top = this.stack[this.stack.length - 1];
        if (api === 'redirectTo' && top) {
          this.stack.pop();
          if (this.tabs.includes(top.route)) this.hide(top);
          else this.unloadPage(top);
        } else {
          this.hide(top);
        }
        this.createPage(route, query);
        return undefined;
      }
      if (api === 'switchTab') {
        if (!isTab) return 'can not switch to no-tabBar page';
        const top = this.stack[this.stack.length - 1];
        while (this.stack.length) {
          const entry = this.stack.pop()!;
          if (this.tabs.includes(entry.route)) {
            if (entry === top && entry.route !== route) this.hide(entry);
          } else {
            this.unloadPage(entry);
          }
        }
        const existing = this.tabPages.get(route);
        if (existing) {
          this.stack.push(existing);
          if (existing !== top) this.show(existing);
        } else {
          this.createPage(route, {});
        }
        return undefined;
      }
      // reLaunch: close every page, tab pages included
      while (this.stack.length) this.unloadPage(this.stack.pop()!);
      for (const entry of this.tabPages.values()) this.unloadPage(entry);
      this.createPage(route, query);
      return undefined;
    };
    const result = this.navigationQueue.then(run, run);
    this.navigationQueue = result.catch(() => undefined);
    return result;
  }

  /** The page on top of the stack. */
  top(): PageEntry {
    const entry = this.stack[this.stack.length - 1];
    if (!entry) throw new Error('weapp host: the page stack is empty');
    return entry;
  }

  /** Routes of the page stack, bottom first. */
  routes(): string[] {
    return this.stack.map((entry) => entry.route);
  }

  /** Exparser roots of what is on screen: the top page and its tab bar. */
  private roots(entry: PageEntry = this.top()): ExparserNode[] {
    const roots = [entry.component._exparserNode];
    if (entry.tabBar) roots.push(entry.tabBar.component._exparserNode);
    return roots;
  }

  /** The text the user sees on the top page (and its tab bar). */
  text(entry: PageEntry = this.top()): string {
    return this.roots(entry)
      .map((root) => collectText(root, loadSimulate().exparser))
      .join('\n');
  }

  /** Nodes whose own text contains (or equals, with `exact`) the given text, with their Taro sid. */
  findAllByText(text: string | RegExp, options: { exact?: boolean; entry?: PageEntry } = {}): NodeRef[] {
    const { exparser } = loadSimulate();
    return this.roots(options.entry).flatMap((root) =>
      findAllByText(root, exparser, text, options.exact ?? false).sort((a, b) => a.order - b.order),
    );
  }

  findByText(text: string | RegExp, options: { exact?: boolean; entry?: PageEntry } = {}): NodeRef | undefined {
    return this.findAllByText(text, options)[0];
  }

  /** Rendered nodes of the Taro elements carrying `data-testid`, matched through their sid, in document order. */
  findAllByTestId(testId: string, options: { entry?: PageEntry } = {}): NodeRef[] {
    const { exparser } = loadSimulate();
    const taroDocument = this.probe.taroDocument();
    return this.roots(options.entry).flatMap((root) =>
      allElements(root, exparser)
        .filter((ref) => {
          const element = taroDocument.getElementById(ref.sid);
          return element?.getAttribute?.('data-testid') === testId;
        })
        .sort((a, b) => a.order - b.order),
    );
  }

  findByTestId(testId: string, options: { entry?: PageEntry } = {}): NodeRef | undefined {
    return this.findAllByTestId(testId, options)[0];
  }

  /** An attribute (prop) of the Taro element a rendered node stands for, e.g. an input's `value`. */
  attribute(ref: NodeRef, name: string): unknown {
    return this.probe.taroDocument().getElementById(ref.sid)?.getAttribute(name);
  }

  /** A user's tap on a rendered node (bubbles to the Taro element with the handler, like WeChat). */
  tap(ref: NodeRef): void {
    fire(loadSimulate().exparser, ref.node, 'tap', { x: 0, y: 0 });
  }

  /**
   * Another WeChat event of a built-in component, e.g. what a getPhoneNumber button fires once the user
   * allowed (`getphonenumber` with `{ code }`) or refused (`{ errMsg: 'getPhoneNumber:fail user deny' }`).
   */
  event(ref: NodeRef, name: string, detail: Record<string, unknown>): void {
    fire(loadSimulate().exparser, ref.node, name, detail);
  }

  /** Typing into an input: the `input` event with the new value. */
  input(ref: NodeRef, value: string): void {
    fire(loadSimulate().exparser, ref.node, 'input', { value, cursor: value.length, keyCode: 0 });
  }

  /** Confirming an input (the keyboard's search/done key). */
  confirm(ref: NodeRef, value: string): void {
    fire(loadSimulate().exparser, ref.node, 'confirm', { value });
  }

  /** A readable dump of the top page for failure messages. */
  describe(entry: PageEntry = this.top()): string {
    return this.roots(entry)
      .map((root) => describeTree(root, loadSimulate().exparser))
      .join('\n');
  }

  /** Polls until the predicate answers something truthy (no fixed sleeps). */
  async waitFor<T>(predicate: () => T | undefined | null | false, options: WaitOptions = {}): Promise<T> {
    const timeout = options.timeout ?? 5000;
    const interval = options.interval ?? 10;
    const deadline = Date.now() + timeout;
    let lastError: unknown;
    for (;;) {
      try {
        const value = predicate();
        if (value) return value;
      } catch (error) {
        lastError = error;
      }
      if (Date.now() > deadline) {
        const message = typeof options.message === 'function' ? options.message() : (options.message ?? 'condition');
        let screen = '';
        try {
          screen = `\nstack: ${this.routes().join(' > ')}\non screen:\n${this.describe()}`;
        } catch {
          // nothing on screen
        }
        throw new Error(
          `waitFor timed out after ${timeout} ms: ${message}${lastError ? `\nlast error: ${String(lastError)}` : ''}${screen}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }

  /** Closes every page; the app instance stays in memory but does nothing more. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const entry of [...this.stack, ...this.tabPages.values()]) {
      try {
        this.unloadPage(entry);
      } catch {
        // already gone
      }
    }
    this.stack.length = 0;
    // Like a closed mini-program: pending timers of the app may still run, but nothing answers them.
    this.closeWx();
    if (activeHost === this) activeHost = undefined;
  }
}

/** Creates a fresh app instance of the build and launches it. */
export async function launchApp(options: HostOptions = {}): Promise<WeappHost> {
  const host = new WeappHost(options);
  await host.launch();
  return host;
}
