/**
 * Enter and Space press what is announced as a button (H5). The build gives every tappable Taro element
 * `role="button"` and `tabIndex={0}` (config/babel-h5-tap-roles.js), so a keyboard reaches it; a div does not
 * turn a key into a click by itself, as a native button does, so this one listener on the document does it
 * for every such element. Native controls (button, a, input, select, textarea) keep their own behaviour.
 */
const PRESSABLE_ROLES = ['button', 'tab', 'checkbox', 'switch', 'radio', 'option', 'menuitem', 'link'];
const NATIVE = /^(BUTTON|A|INPUT|SELECT|TEXTAREA|SUMMARY)$/;

export function pressOnKey(event: KeyboardEvent): void {
  if ((event.key !== 'Enter' && event.key !== ' ') || event.defaultPrevented) return;
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement | null;
  const role = target?.getAttribute?.('role');
  if (!target || !role || !PRESSABLE_ROLES.includes(role) || NATIVE.test(target.tagName) || target.isContentEditable) {
    return;
  }
  // A link follows on Enter only; Space would scroll the page.
  if (role === 'link' && event.key === ' ') return;
  if (target.getAttribute('aria-disabled') === 'true') return;
  event.preventDefault();
  target.click();
}

let installed = false;

/**
 * Adds the listener once (every page's shell asks), and lets the keyboard reach each page: Taro's page element
 * is what scrolls on H5, and a page of text only (an agreement, a contract) had nothing the Tab key could stop
 * at, so arrow keys could not scroll it (axe: scrollable-region-focusable).
 */
export function installKeyboardPress(doc: Document = document): void {
  doc.querySelectorAll('.taro_page:not([tabindex])').forEach((page) => page.setAttribute('tabindex', '0'));
  if (installed) return;
  installed = true;
  doc.addEventListener('keydown', pressOnKey);
}
