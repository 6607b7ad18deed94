/**
 * The signature model: strokes, undo and clear, the box around the ink, when ink counts as a signature, and
 * the smoothed path the pad draws from it.
 */
import {
  MIN_STROKE_PX,
  SIGNED_MIN_PX,
  SIGNED_WIDTH_RATIO,
  SignatureStrokes,
  strokeLength,
  traceStroke,
  traceTail,
  type PathSink,
  type Point,
} from '../signature-strokes';

/** Draws a straight stroke from `from` to `to` in `steps` moves. */
function draw(model: SignatureStrokes, from: Point, to: Point, steps = 10) {
  model.begin(from);
  for (let i = 1; i <= steps; i += 1) {
    model.extend({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
  }
  model.end();
}

test('records strokes of points between begin and end', () => {
  const model = new SignatureStrokes(300);
  expect(model.isEmpty()).toBe(true);
  model.begin({ x: 10, y: 10 });
  expect(model.drawing).toBe(true);
  expect(model.extend({ x: 20, y: 10 })).toBe(true);
  expect(model.extend({ x: 20.2, y: 10 })).toBe(false); // where the pen already is
  expect(model.end()).toBe(true);
  expect(model.drawing).toBe(false);
  expect(model.extend({ x: 30, y: 10 })).toBe(false); // no stroke open
  expect(model.end()).toBe(false);
  draw(model, { x: 0, y: 50 }, { x: 100, y: 50 }, 4);
  expect(model.strokes).toHaveLength(2);
  expect(model.strokes[0]).toEqual([
    { x: 10, y: 10 },
    { x: 20, y: 10 },
  ]);
  expect(model.strokes[1]).toHaveLength(5);
});

test('keeps its own copies of the points', () => {
  const model = new SignatureStrokes();
  const point = { x: 1, y: 2 };
  model.begin(point);
  point.x = 99;
  expect(model.strokes[0][0]).toEqual({ x: 1, y: 2 });
});

test('undo removes the last stroke, the open one too; clear removes all', () => {
  const model = new SignatureStrokes(300);
  draw(model, { x: 0, y: 0 }, { x: 50, y: 0 });
  draw(model, { x: 0, y: 20 }, { x: 50, y: 20 });
  model.begin({ x: 0, y: 40 });
  model.extend({ x: 30, y: 40 });
  expect(model.undo()).toBe(true);
  expect(model.drawing).toBe(false);
  expect(model.strokes).toHaveLength(2);
  expect(model.strokes[1][0]).toEqual({ x: 0, y: 20 });
  expect(model.undo()).toBe(true);
  expect(model.strokes).toHaveLength(1);
  model.clear();
  expect(model.isEmpty()).toBe(true);
  expect(model.undo()).toBe(false);
});

test('bounds is the box around every point, null when empty', () => {
  const model = new SignatureStrokes(300);
  expect(model.bounds()).toBeNull();
  model.begin({ x: 40, y: 30 });
  model.end();
  expect(model.bounds()).toEqual({ left: 40, top: 30, right: 40, bottom: 30 });
  draw(model, { x: 100, y: 80 }, { x: 20, y: 120 });
  expect(model.bounds()).toEqual({ left: 20, top: 30, right: 100, bottom: 120 });
  model.undo();
  expect(model.bounds()).toEqual({ left: 40, top: 30, right: 40, bottom: 30 });
});

describe('isSigned', () => {
  test('a tap, a dot or a handful of them is not a signature', () => {
    const model = new SignatureStrokes(300);
    for (let i = 0; i < 5; i += 1) {
      model.begin({ x: 10 + i * 30, y: 50 });
      model.end();
    }
    expect(model.isSigned()).toBe(false);
    // A wobble under the stroke minimum does not count either, however many there are.
    for (let i = 0; i < 5; i += 1)
      draw(model, { x: 10 + i * 30, y: 80 }, { x: 10 + i * 30 + MIN_STROKE_PX - 2, y: 80 });
    expect(model.isSigned()).toBe(false);
    expect(model.inkLength()).toBe(0);
  });

  test('two real strokes are a signature', () => {
    const model = new SignatureStrokes(300);
    draw(model, { x: 10, y: 50 }, { x: 10 + MIN_STROKE_PX + 5, y: 50 });
    expect(model.isSigned()).toBe(false);
    draw(model, { x: 10, y: 80 }, { x: 10 + MIN_STROKE_PX + 5, y: 80 });
    expect(model.isSigned()).toBe(true);
    model.undo();
    expect(model.isSigned()).toBe(false);
  });

  test('one stroke is a signature once it is long relative to the pad', () => {
    const width = 400;
    const needed = SIGNED_WIDTH_RATIO * width; // 140 px: more than SIGNED_MIN_PX
    const model = new SignatureStrokes(width);
    draw(model, { x: 10, y: 50 }, { x: 10 + needed - 5, y: 50 });
    expect(model.isSigned()).toBe(false);
    model.clear();
    draw(model, { x: 10, y: 50 }, { x: 10 + needed + 5, y: 50 });
    expect(model.isSigned()).toBe(true);
    // The same stroke on a pad twice as wide is not enough.
    model.setWidth(width * 2);
    expect(model.isSigned()).toBe(false);
  });

  test('a narrow pad or an unknown width still asks for SIGNED_MIN_PX of ink', () => {
    const model = new SignatureStrokes(0);
    draw(model, { x: 0, y: 10 }, { x: SIGNED_MIN_PX - 5, y: 10 });
    expect(model.isSigned()).toBe(false);
    model.clear();
    draw(model, { x: 0, y: 10 }, { x: SIGNED_MIN_PX + 5, y: 10 });
    expect(model.isSigned()).toBe(true);
  });
});

test('strokeLength sums the segments', () => {
  expect(strokeLength([])).toBe(0);
  expect(
    strokeLength([
      { x: 0, y: 0 },
      { x: 3, y: 4 },
      { x: 3, y: 10 },
    ]),
  ).toBe(11);
});

/** Records the path operations as strings. */
function recorder(): PathSink & { ops: string[] } {
  const ops: string[] = [];
  const log =
    (name: string) =>
    (...args: number[]) =>
      ops.push(`${name}(${args.map((n) => Math.round(n * 100) / 100).join(',')})`);
  return {
    ops,
    beginPath: () => ops.push('beginPath'),
    moveTo: log('moveTo'),
    lineTo: log('lineTo'),
    quadraticCurveTo: log('quad'),
    arc: log('arc'),
    stroke: () => ops.push('stroke'),
    fill: () => ops.push('fill'),
  };
}

describe('tracing', () => {
  const stroke: Point[] = [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 20, y: 10 },
  ];

  test('a single point is a dot as wide as the line', () => {
    const sink = recorder();
    traceStroke(sink, [{ x: 5, y: 6 }], 3);
    expect(sink.ops).toEqual(['beginPath', `arc(5,6,1.5,0,${Math.round(Math.PI * 200) / 100})`, 'fill']);
  });

  test('a stroke is smoothed through the middles of its segments', () => {
    const sink = recorder();
    traceStroke(sink, stroke, 3);
    expect(sink.ops).toEqual([
      'beginPath',
      'moveTo(0,0)',
      'lineTo(5,0)',
      'quad(10,0,10,5)',
      'quad(10,10,15,10)',
      'lineTo(20,10)',
      'stroke',
    ]);
    const two = recorder();
    traceStroke(two, stroke.slice(0, 2), 3);
    expect(two.ops).toEqual(['beginPath', 'moveTo(0,0)', 'lineTo(10,0)', 'stroke']);
  });

  test('the tails drawn while the pen moves cover the same path', () => {
    const sink = recorder();
    for (let n = 1; n <= stroke.length; n += 1) traceTail(sink, stroke.slice(0, n), 3);
    traceTail(sink, stroke, 3, true);
    const segments = sink.ops.filter((op) => op.startsWith('lineTo') || op.startsWith('quad'));
    expect(segments).toEqual(['lineTo(5,0)', 'quad(10,0,10,5)', 'quad(10,10,15,10)', 'lineTo(20,10)']);
    expect(sink.ops[1]).toMatch(/^arc\(0,0,1.5/); // the dot where the pen came down
  });
});
