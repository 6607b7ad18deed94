/**
 * The signature pad mounted with Taro's test utilities (the H5 flavour of Taro in jsdom). jsdom has no 2d
 * context: the pad draws nothing, but its model follows the touches, so the buttons must too. The export is
 * the canvas's `toDataURL`, stubbed here on the element's prototype.
 */
import TestUtils from '@tarojs/test-utils-react';
import { waitFor } from '@tarojs/test-utils-react/dist/pure';
import { SignaturePad } from '../components/SignaturePad.h5';

const utils = new TestUtils();

/**
 * Taro's `waitFor` checks a synchronous callback once only: after a first throw it stays "pending" and never
 * checks again. An async callback rejects instead, and is retried until it passes.
 */
const until = (check: () => void) => waitFor(async () => check());

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function mountPad(props: { disabled?: boolean } = {}) {
  const confirmed: string[] = [];
  await utils.mount(SignaturePad, {
    props: {
      ...props,
      onConfirm: (dataUrl: string) => {
        confirmed.push(dataUrl);
      },
    },
  });
  return { confirmed };
}

const byTestId = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`) as HTMLElement;
const pad = () => byTestId('signature-pad');
/** The button's `disabled` property (React writes `disabled="false"` on a custom element: not the attribute). */
const isDisabled = (id: string) => (byTestId(id) as HTMLElement & { disabled?: boolean }).disabled === true;

/** A finger down at the first point, through the others, and up. */
function stroke(points: Array<[number, number]>) {
  // jsdom takes plain objects for the touches (the DOM's Touch constructor wants a target).
  const touches = (x: number, y: number) =>
    ({ touches: [{ identifier: 0, clientX: x, clientY: y }] }) as unknown as TouchEventInit;
  const [first, ...rest] = points;
  utils.fireEvent.touchStart(pad(), touches(...first));
  for (const point of rest) utils.fireEvent.touchMove(pad(), touches(...point));
  utils.fireEvent.touchEnd(pad(), { touches: [], changedTouches: [] });
}

/** A line of `length` px drawn in 10 moves. */
const line = (x: number, y: number, length: number) =>
  stroke(Array.from({ length: 11 }, (_, i) => [x + (length * i) / 10, y] as [number, number]));

const hint = () => utils.queries.querySelector('.signature-pad__hint');

beforeEach(() => {
  // jsdom says once per canvas that it has no 2d context: that is the case under test, not a failure.
  const error = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('HTMLCanvasElement.prototype.getContext')) error(...args);
  });
});

afterEach(() => {
  utils.unmout();
  jest.restoreAllMocks();
});

test('confirm is enabled only once a real stroke is drawn, and clear disables it again', async () => {
  await mountPad();
  expect(pad()).toBeTruthy();
  expect(hint()?.textContent).toBe('请在此处手写签名');
  expect(isDisabled('signature-confirm')).toBe(true);
  expect(isDisabled('signature-clear')).toBe(true);

  // A tap is a dot on the pad, not a signature.
  stroke([[50, 50]]);
  await until(() => expect(hint()).toBeNull());
  expect(isDisabled('signature-clear')).toBe(false);
  expect(isDisabled('signature-confirm')).toBe(true);

  // A real stroke is.
  line(20, 80, 150);
  await until(() => expect(isDisabled('signature-confirm')).toBe(false));

  utils.fireEvent.click(byTestId('signature-clear'));
  await until(() => expect(isDisabled('signature-confirm')).toBe(true));
  expect(isDisabled('signature-clear')).toBe(true);
  expect(hint()?.textContent).toBe('请在此处手写签名');
});

test('undo removes the last stroke', async () => {
  await mountPad();
  line(20, 40, 30);
  await until(() => expect(isDisabled('signature-undo')).toBe(false));
  expect(isDisabled('signature-confirm')).toBe(true); // one short stroke
  line(20, 90, 30);
  await until(() => expect(isDisabled('signature-confirm')).toBe(false)); // two strokes
  utils.fireEvent.click(byTestId('signature-undo'));
  await until(() => expect(isDisabled('signature-confirm')).toBe(true));
  expect(hint()).toBeNull(); // the first stroke is still there
  utils.fireEvent.click(byTestId('signature-undo'));
  await until(() => expect(hint()?.textContent).toBe('请在此处手写签名'));
  expect(isDisabled('signature-undo')).toBe(true);
});

test('confirm hands over the canvas as a PNG data URL, once', async () => {
  const toDataURL = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  const { confirmed } = await mountPad();
  // Nothing is exported for an empty pad.
  utils.fireEvent.click(byTestId('signature-confirm'));
  line(10, 60, 200);
  await until(() => expect(isDisabled('signature-confirm')).toBe(false));
  utils.fireEvent.click(byTestId('signature-confirm'));
  await until(() => expect(confirmed).toEqual([PNG]));
  expect(toDataURL).toHaveBeenCalledWith('image/png');
  expect(toDataURL).toHaveBeenCalledTimes(1);
});

test('a disabled pad neither draws nor confirms', async () => {
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  const { confirmed } = await mountPad({ disabled: true });
  line(10, 60, 200);
  line(10, 90, 200);
  utils.fireEvent.click(byTestId('signature-confirm'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(hint()?.textContent).toBe('请在此处手写签名');
  expect(isDisabled('signature-confirm')).toBe(true);
  expect(confirmed).toEqual([]);
});
