/**
 * On H5 the build announces a tappable Taro element as a button and lets the keyboard reach it
 * (config/babel-h5-tap-roles.js); Enter and Space then press it (page-shell/keyboard.h5.ts).
 */
import { transformSync } from '@babel/core';
import { installKeyboardPress, pressOnKey } from '../keyboard.h5';

const plugin = require('../../../../config/babel-h5-tap-roles.js');

function compile(code: string, env = 'h5'): string {
  const vars = process.env as Record<string, string | undefined>;
  const before = vars.TARO_ENV;
  vars.TARO_ENV = env;
  try {
    return transformSync(`import { View, Text, Image, Button } from '@tarojs/components';\n${code}`, {
      filename: 'screen.tsx',
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['jsx'] },
      plugins: [plugin],
    })!
      .code!.split('\n')
      .slice(1)
      .join('\n');
  } finally {
    vars.TARO_ENV = before;
  }
}

test('a function in place: always a button the keyboard reaches', () => {
  expect(compile('<View className="row" onClick={() => open(1)}>x</View>;')).toBe(
    '<View role="button" tabIndex={0} className="row" onClick={() => open(1)}>x</View>;',
  );
  expect(compile('<Text onClick={handler(2)}>x</Text>;')).toBe(
    '<Text role="button" tabIndex={0} onClick={handler(2)}>x</Text>;',
  );
});

test("Taro's Button (a div on H5) is a button too, and says when it is disabled", () => {
  expect(compile('<Button disabled={busy} onClick={send}>x</Button>;')).toBe(
    '<Button role={send ? "button" : undefined} tabIndex={send ? 0 : undefined} aria-disabled={busy} disabled={busy} onClick={send}>x</Button>;',
  );
});

test('a handler that may be absent: the role follows it', () => {
  expect(compile('<Image src={s} onClick={onPick} />;')).toBe(
    '<Image role={onPick ? "button" : undefined} tabIndex={onPick ? 0 : undefined} src={s} onClick={onPick} />;',
  );
});

test("an element's own role and tabIndex stay; presentation opts out", () => {
  expect(compile('<View role="tab" onClick={f}>x</View>;')).toBe(
    '<View tabIndex={f ? 0 : undefined} role="tab" onClick={f}>x</View>;',
  );
  expect(compile('<View tabIndex={-1} onClick={() => f()}>x</View>;')).toBe(
    '<View role="button" tabIndex={-1} onClick={() => f()}>x</View>;',
  );
  expect(compile('<View role="presentation" onClick={f}>x</View>;')).toBe(
    '<View role="presentation" onClick={f}>x</View>;',
  );
});

test('untouched: a handler that only stops the event, other components, no handler, the mini-program', () => {
  for (const code of [
    '<View onClick={e => e.stopPropagation()}>x</View>;',
    '<View onClick={e => {\n  e.stopPropagation();\n}}>x</View>;',
    '<Checkbox onClick={f}>x</Checkbox>;',
    '<View className="a">x</View>;',
  ]) {
    expect(compile(code)).toBe(code);
  }
  expect(compile('<View onClick={f}>x</View>;', 'weapp')).toBe('<View onClick={f}>x</View>;');
  // A View not from @tarojs/components (a local component of the same name) is its own business.
  const local = transformSync('const View = (p) => p;\n<View onClick={f}>x</View>;', {
    filename: 'x.tsx',
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['jsx'] },
    plugins: [plugin],
  })!.code;
  expect(local).not.toContain('role');
});

test("the keyboard reaches Taro's pages (they scroll), once each", () => {
  document.body.innerHTML = '<div class="taro_page"></div><div class="taro_page" tabindex="-1"></div>';
  installKeyboardPress();
  const pages = document.querySelectorAll('.taro_page');
  expect(pages[0].getAttribute('tabindex')).toBe('0');
  expect(pages[1].getAttribute('tabindex')).toBe('-1');
  document.body.innerHTML = '';
});

describe('Enter and Space press an element announced as a button', () => {
  function press(el: HTMLElement, key: string) {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    el.dispatchEvent(event);
    return event;
  }
  beforeAll(() => document.addEventListener('keydown', pressOnKey));
  afterAll(() => document.removeEventListener('keydown', pressOnKey));

  test('a div with role button: Enter and Space click it, other keys do not', () => {
    const el = document.createElement('div');
    el.setAttribute('role', 'button');
    el.tabIndex = 0;
    document.body.appendChild(el);
    const clicked = jest.fn();
    el.addEventListener('click', clicked);
    expect(press(el, 'Enter').defaultPrevented).toBe(true);
    press(el, ' ');
    press(el, 'a');
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  test('native controls, plain elements and disabled ones are left alone', () => {
    const input = document.createElement('input');
    input.setAttribute('role', 'switch');
    const plain = document.createElement('div');
    const disabled = document.createElement('div');
    disabled.setAttribute('role', 'button');
    disabled.setAttribute('aria-disabled', 'true');
    for (const el of [input, plain, disabled]) {
      document.body.appendChild(el);
      const clicked = jest.fn();
      el.addEventListener('click', clicked);
      expect(press(el, 'Enter').defaultPrevented).toBe(false);
      expect(clicked).not.toHaveBeenCalled();
    }
  });
});
