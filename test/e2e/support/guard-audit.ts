/**
 * The guard's eyes on one page (test/e2e/guard.e2e.test.ts): what the page received from the server (its data,
 * which may be in any language), what went wrong while it ran (5xx answers, console errors, uncaught
 * exceptions), and the checks of support/audit.browser.js and axe-core once it has settled.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './harness';

export const AUDIT_SCRIPT = path.join(__dirname, 'audit.browser.js');
export const AXE_SCRIPT = path.join(ROOT, 'node_modules/axe-core/axe.min.js');
/** WCAG 2.1 A and AA, the level the product promises. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Finding {
  check: string;
  selector: string;
  detail: string;
}

/** Every string in a JSON value (keys too: a record's field names are not the UI's words either). */
export function stringsOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text) into.add(text);
    // A JSON text inside a string (a chat message's payload) holds data too.
    if (/^[[{]/.test(text)) {
      try {
        stringsOf(JSON.parse(text), into);
      } catch {
        // not JSON
      }
    }
  } else if (typeof value === 'number') {
    into.add(String(value));
  } else if (Array.isArray(value)) {
    for (const item of value) stringsOf(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      stringsOf(item, into);
    }
  }
  return into;
}

/**
 * Watches a page for the whole run: `take()` answers what happened since the last call (and forgets it), once
 * the bodies of the answers received so far have been read.
 */
export function watchPage(page: Page, origin: string) {
  let data = new Set<string>();
  let errors: Finding[] = [];
  let reading: Array<Promise<void>> = [];
  let inflight = 0;
  let lastDone = Date.now();
  page.on('request', () => {
    inflight += 1;
  });
  const done = () => {
    inflight = Math.max(0, inflight - 1);
    lastDone = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  page.on('response', (response) => {
    if (!response.url().startsWith(origin)) return;
    const where = new URL(response.url()).pathname;
    if (response.status() >= 500) {
      errors.push({
        check: 'http-5xx',
        selector: `${response.request().method()} ${where}`,
        detail: `answered ${response.status()}`,
      });
    }
    if (/json/.test(response.headers()['content-type'] ?? '')) {
      const into = data;
      reading.push(
        response.json().then(
          (body) => void stringsOf(body, into),
          () => undefined,
        ),
      );
    }
  });
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') stringsOf(payload, data);
    }),
  );
  page.on('console', (message) => {
    // Chromium logs each 4xx answer as an error line: a visitor's 401 is how the app learns to ask for a login,
    // and a 5xx is reported above with its request.
    if (message.type() !== 'error' || /^Failed to load resource: the server responded/.test(message.text())) return;
    errors.push({ check: 'console-error', selector: 'console', detail: message.text().slice(0, 300) });
  });
  page.on('pageerror', (error) => {
    errors.push({ check: 'page-error', selector: 'page', detail: String(error.message).slice(0, 300) });
  });

  return {
    /** Resolves once no request has been open for `quietMs` (an open socket is no request). */
    async idle(quietMs = 200, timeoutMs = 8_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && (inflight > 0 || Date.now() - lastDone < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async take(): Promise<{ data: Set<string>; errors: Finding[] }> {
      await Promise.allSettled(reading);
      const taken = { data, errors };
      data = new Set();
      errors = [];
      reading = [];
      return taken;
    },
  };
}

/**
 * Waits until the page has settled: the server's first screen gone, no request for 200 ms, and then no change
 * to the document for `quietMs` (a redirect to the login page comes 800 ms after the page asked for it).
 */
export async function settle(page: Page, watch: { idle(): Promise<void> }, quietMs: number): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('first-screen'), undefined, { timeout: 10_000 });
  await watch.idle();
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quiet);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        // Whatever still moves after 5 s (an animation) is not waited for.
        setTimeout(done, 5_000);
      }),
    quietMs,
  );
}

/** Adds the checks and axe-core to the page (once per document). */
export async function injectAudit(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window && '__guard' in window)) return;
  await page.addScriptTag({ path: AXE_SCRIPT });
  await page.addScriptTag({ path: AUDIT_SCRIPT });
}

interface AxeResult {
  violations: Array<{
    id: string;
    help: string;
    nodes: Array<{ target: unknown[]; failureSummary?: string; any: Array<{ message: string }> }>;
  }>;
}

/** axe-core's WCAG 2.1 AA violations, one finding per element. */
export async function axeFindings(page: Page): Promise<Finding[]> {
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<AxeResult> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    AXE_TAGS,
  );
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      check: `axe:${violation.id}`,
      selector: node.target.map(String).join(' '),
      detail: (node.any[0]?.message ?? violation.help).slice(0, 200),
    })),
  );
}

export interface LanguageOptions {
  locale: 'zh-Hans' | 'en';
  data: string[];
  allowedLatin: string[];
  allowedHan: string[];
}

type Guard = {
  layout(): Finding[];
  language(options: LanguageOptions): Finding[];
  taps(): Finding[];
  fingerprint(): string;
  storedStrings(): unknown[];
};

export function runGuard<K extends keyof Guard>(
  page: Page,
  name: K,
  arg?: LanguageOptions,
): Promise<ReturnType<Guard[K]>> {
  return page.evaluate(
    ([fn, options]) =>
      (window as unknown as { __guard: Record<string, (o?: unknown) => unknown> }).__guard[fn](options),
    [name, arg] as const,
  ) as Promise<ReturnType<Guard[K]>>;
}
