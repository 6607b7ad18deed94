/**
 * The signing page's buttons stay inside the screen (issue 29: 我已阅读并理解合同全部内容 ran about 12 px past
 * the right edge at 390 and 1280 px). Taro's button is `width: 100%`, so any rule of contracts.scss that gives
 * `.form-submit` side margins must also let its width give way (`width: auto`), or the margin adds to 100%.
 * jsdom lays nothing out, so the stylesheet itself is what is checked.
 */
import fs from 'node:fs';
import path from 'node:path';

const scss = fs.readFileSync(path.join(__dirname, '../components/contracts.scss'), 'utf8');

/** Each `selector { declarations }` of the (flat) stylesheet, comments left out. */
function rules(text: string): Array<{ selector: string; body: string }> {
  const plain = text.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selector: match[1].trim(),
    body: match[2],
  }));
}

/** Whether the declarations give a left or right margin other than 0. */
function sideMargin(body: string): boolean {
  const zero = (value: string) => /^0(px)?$/.test(value);
  for (const declaration of body.split(';')) {
    const [property, raw] = declaration.split(':').map((part) => part.trim());
    if (!property || raw === undefined) continue;
    if ((property === 'margin-left' || property === 'margin-right') && !zero(raw)) return true;
    if (property === 'margin') {
      const values = raw.split(/\s+/);
      const sides = values.length === 1 ? [values[0]] : values.length === 4 ? [values[1], values[3]] : [values[1]];
      if (sides.some((value) => !zero(value))) return true;
    }
  }
  return false;
}

test('a .form-submit given side margins in the contract screens gives up its 100% width', () => {
  const withMargins = rules(scss).filter((rule) => /\.form-submit/.test(rule.selector) && sideMargin(rule.body));
  expect(withMargins.length).toBeGreaterThan(0);
  for (const rule of withMargins) {
    expect(`${rule.selector} { ${rule.body.trim()} }`).toMatch(/width\s*:\s*(auto|calc\(100% - )/);
  }
});

test("Party B's fields to fill are boxed like inputs", () => {
  const fill = rules(scss).find((rule) => rule.selector === '.contract-form__fill .form-field__control');
  expect(fill?.body).toMatch(/border\s*:\s*1px solid/);
  expect(fill?.body).toMatch(/background\s*:/);
  expect(fill?.body).toMatch(/box-sizing\s*:\s*border-box/);
});
