/**
 * Reading and driving the rendered exparser tree. Taro renders every element with `id` and `data-sid`
 * equal to its own element id (sid), so a rendered node leads back to the Taro element through its sid.
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
export type ExparserNode = any;
type Exparser = any;

export interface NodeRef {
  /** Taro's element id, also the exparser node's id. */
  sid: string;
  /** The rendered exparser element. */
  node: ExparserNode;
  /** All the text rendered inside it. */
  text: string;
  /** Position in document order (an element comes before its descendants). */
  order: number;
}

function sidOf(node: ExparserNode): string | undefined {
  const sid = node?.dataset?.sid;
  return typeof sid === 'string' && sid ? sid : undefined;
}

/** Children in rendering order: a component's shadow tree, then its (slotted) light children. */
function children(node: ExparserNode, exparser: Exparser): ExparserNode[] {
  const out: ExparserNode[] = [];
  if (node instanceof exparser.Component && node.shadowRoot instanceof exparser.Element) out.push(node.shadowRoot);
  for (const child of node.childNodes ?? []) out.push(child);
  return out;
}

interface Visit {
  text: string;
  matched: boolean;
}

/** Walks the tree, collecting sid elements (deepest first matches when `match` is given). */
function walk(
  root: ExparserNode,
  exparser: Exparser,
  onElement: (ref: NodeRef, descendantMatched: boolean) => boolean,
): void {
  let counter = 0;
  const visit = (node: ExparserNode): Visit => {
    if (node instanceof exparser.TextNode) return { text: node.textContent ?? '', matched: false };
    if (!(node instanceof exparser.Element)) return { text: '', matched: false };
    const order = counter++;
    let text = '';
    let matched = false;
    for (const child of children(node, exparser)) {
      const result = visit(child);
      text += result.text;
      matched = matched || result.matched;
    }
    const sid = sidOf(node);
    if (sid) {
      const isMatch = onElement({ sid, node, text, order }, matched);
      matched = matched || isMatch;
    }
    return { text, matched };
  };
  visit(root);
}

function textMatches(text: string, expected: string | RegExp, exact: boolean): boolean {
  const value = text.replace(/\s+/g, ' ').trim();
  if (expected instanceof RegExp) return expected.test(value);
  return exact ? value === expected : value.includes(expected);
}

/** The deepest rendered elements whose text matches (an ancestor of a match is not itself a match). */
export function findAllByText(
  root: ExparserNode,
  exparser: Exparser,
  expected: string | RegExp,
  exact: boolean,
): NodeRef[] {
  const found: NodeRef[] = [];
  walk(root, exparser, (ref, descendantMatched) => {
    if (descendantMatched) return true;
    if (!textMatches(ref.text, expected, exact)) return false;
    found.push(ref);
    return true;
  });
  return found;
}

/** Every rendered element that stands for a Taro element (children before parents; `order` is document order). */
export function allElements(root: ExparserNode, exparser: Exparser): NodeRef[] {
  const found: NodeRef[] = [];
  walk(root, exparser, (ref) => {
    found.push(ref);
    return false;
  });
  return found;
}

/** The text of the whole tree, one line per text node. */
export function collectText(root: ExparserNode, exparser: Exparser): string {
  const lines: string[] = [];
  const visit = (node: ExparserNode) => {
    if (node instanceof exparser.TextNode) {
      const text = (node.textContent ?? '').trim();
      if (text) lines.push(text);
      return;
    }
    if (node instanceof exparser.Element) children(node, exparser).forEach(visit);
  };
  visit(root);
  return lines.join('\n');
}

/** An indented outline of the tree (tag, sid, text) for failure messages. */
export function describeTree(root: ExparserNode, exparser: Exparser): string {
  const lines: string[] = [];
  const visit = (node: ExparserNode, depth: number) => {
    if (node instanceof exparser.TextNode) {
      const text = (node.textContent ?? '').trim();
      if (text) lines.push(`${'  '.repeat(depth)}"${text}"`);
      return;
    }
    if (!(node instanceof exparser.Element)) return;
    const sid = sidOf(node);
    const isWrapper = !sid && !(node instanceof exparser.Component && node.is && !String(node.is).startsWith('wx-'));
    if (!isWrapper || depth === 0)
      lines.push(`${'  '.repeat(depth)}<${node.is ?? node.tagName ?? '?'}${sid ? ` sid=${sid}` : ''}>`);
    for (const child of children(node, exparser)) visit(child, isWrapper ? depth : depth + 1);
  };
  visit(root, 0);
  return lines.join('\n');
}

/** Dispatches a WeChat event on a rendered node; it bubbles through the tree like a user's gesture. */
export function fire(exparser: Exparser, node: ExparserNode, name: string, detail: Record<string, unknown>): void {
  exparser.Event.dispatchEvent(
    node,
    exparser.Event.create(name, detail, {
      bubbles: true,
      capturePhase: true,
      composed: true,
      extraFields: { touches: [], changedTouches: [] },
    }),
  );
}
