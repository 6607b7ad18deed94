/**
 * The jsdom window j-component and exparser render into. It must be installed as globals before
 * miniprogram-simulate is required (simulate touches `window` and `document` at load time).
 * One window per test file: every host of the file renders into it, each page in its own container.
 */
import { JSDOM } from 'jsdom';

const g = globalThis as Record<string, unknown>;

let installed: JSDOM | undefined;

export function installDomGlobals(): JSDOM {
  if (installed) return installed;
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'http://weapp.test/',
    pretendToBeVisual: false,
  });
  const win = dom.window as unknown as Record<string, unknown>;
  g.window = dom.window;
  g.document = dom.window.document;
  // Constructors exparser, j-component and simulate use as free globals.
  for (const name of [
    'Event',
    'CustomEvent',
    'TouchEvent',
    'Element',
    'HTMLElement',
    'Node',
    'Text',
    'DocumentFragment',
    'getComputedStyle',
  ]) {
    if (g[name] === undefined || ['Event', 'CustomEvent'].includes(name)) g[name] = win[name];
  }
  installed = dom;
  return dom;
}
