/**
 * Babel plugin for the H5 build: a tappable Taro element is announced as a button and reachable by keyboard.
 *
 *   <View onClick={open}>          ->   <View role={open ? 'button' : undefined} tabIndex={open ? 0 : undefined} onClick={open}>
 *   <Text onClick={() => go(1)}>   ->   <Text role="button" tabIndex={0} onClick={() => go(1)}>
 *
 * Why: on H5 a Taro View, Text or Image is a div, span or img. Given an onClick it reacts to a pointer but a
 * screen reader reads it as text and the Tab key passes it by (axe and the end-to-end guard found some 300
 * such elements on 50 screens). Writing `role` and `tabIndex` at each of them would be the same two props
 * hundreds of times, and every new one would be forgotten again; here it is one rule, in one place.
 * src/components/page-shell/keyboard.ts makes Enter and Space press such an element, as they press a button.
 *
 * Rules:
 * - Only View, Text, Image and Button imported from @tarojs/components (Taro's H5 Button is a div too; a
 *   disabled one says so with aria-disabled), and only on H5 (TARO_ENV 'h5'): the
 *   mini-program has no keyboard, and its templates would carry the props for nothing.
 * - An element that says its own `role` keeps it, and its own `tabIndex` too (a tab, a switch, a
 *   checkbox say so); `role="presentation"` or `"none"` opts out.
 * - A handler that can be absent (a prop passed on, `cond ? f : undefined`) gives the role only when present;
 *   a function written in place always does. A handler that only stops the event (a dialog's body, so that a
 *   tap inside does not reach the backdrop) is no action and gets nothing.
 * - The props go first, so that a spread of props after them can still say otherwise.
 */
const TAPPABLE = new Set(['View', 'Text', 'Image', 'Button']);
const HANDLERS = new Set(['onClick', 'onTap']);

/** `(e) => e.stopPropagation()` or `(e) => { e.stopPropagation(); }`. */
function onlyStopsPropagation(t, fn) {
  if (!t.isArrowFunctionExpression(fn) && !t.isFunctionExpression(fn)) return false;
  let body = fn.body;
  if (t.isBlockStatement(body)) {
    if (body.body.length !== 1) return false;
    const [statement] = body.body;
    body = t.isExpressionStatement(statement)
      ? statement.expression
      : t.isReturnStatement(statement)
        ? statement.argument
        : undefined;
  }
  return (
    t.isCallExpression(body) &&
    body.arguments.length === 0 &&
    t.isMemberExpression(body.callee) &&
    t.isIdentifier(body.callee.property, { name: 'stopPropagation' })
  );
}

/** Whether a JSX name refers to a component imported from @tarojs/components. */
function isTaroComponent(t, namePath) {
  const name = namePath.node;
  if (!t.isJSXIdentifier(name) || !TAPPABLE.has(name.name)) return false;
  const binding = namePath.scope.getBinding(name.name);
  if (!binding || binding.kind !== 'module') return false;
  const declaration = binding.path.parentPath;
  return (
    declaration &&
    declaration.isImportDeclaration() &&
    declaration.node.source.value === '@tarojs/components' &&
    binding.path.isImportSpecifier() &&
    (binding.path.node.imported.name ?? binding.path.node.imported.value) === name.name
  );
}

module.exports = function h5TapRoles(api) {
  const t = api.types;
  api.cache.using(() => process.env.TARO_ENV);
  const enabled = process.env.TARO_ENV === 'h5';
  return {
    name: 'h5-tap-roles',
    visitor: {
      JSXOpeningElement(path) {
        if (!enabled || !isTaroComponent(t, path.get('name'))) return;
        const attributes = path.node.attributes;
        const named = (name) => attributes.find((a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name }));
        const handler = attributes.find(
          (a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name) && HANDLERS.has(a.name.name),
        );
        if (!handler || !t.isJSXExpressionContainer(handler.value)) return;
        const fn = handler.value.expression;
        if (t.isJSXEmptyExpression(fn) || onlyStopsPropagation(t, fn)) return;
        // A function written in place is always a handler, and so is a call that makes one (not evaluated twice).
        // Anything else (a name, a member, `cond ? f : undefined`) may be undefined: the role then follows it.
        const optional = !(
          t.isArrowFunctionExpression(fn) ||
          t.isFunctionExpression(fn) ||
          t.isCallExpression(fn) ||
          t.isOptionalCallExpression(fn)
        );
        const when = (value) =>
          optional
            ? t.jsxExpressionContainer(t.conditionalExpression(t.cloneNode(fn), value, t.identifier('undefined')))
            : t.isStringLiteral(value)
              ? value
              : t.jsxExpressionContainer(value);
        const role = named('role');
        if (role && t.isStringLiteral(role.value) && /^(presentation|none)$/.test(role.value.value)) return;
        const added = [];
        if (!role) added.push(t.jsxAttribute(t.jsxIdentifier('role'), when(t.stringLiteral('button'))));
        if (!named('tabIndex')) added.push(t.jsxAttribute(t.jsxIdentifier('tabIndex'), when(t.numericLiteral(0))));
        const disabled = named('disabled');
        if (disabled && !named('aria-disabled')) {
          added.push(
            t.jsxAttribute(
              t.jsxIdentifier('aria-disabled'),
              disabled.value ? t.cloneNode(disabled.value) : t.jsxExpressionContainer(t.booleanLiteral(true)),
            ),
          );
        }
        path.node.attributes = [...added, ...attributes];
      },
    },
  };
};
