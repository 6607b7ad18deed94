/** The app's zod setting is read by zod itself (it lives on a zod-internal global, so an upgrade could move it). */
import '../zod-config';
import { z } from 'zod';

test('zod reads jitless from the global the app sets before zod loads', () => {
  expect(z.config().jitless).toBe(true);
});

test('building and parsing an object schema never probes eval', () => {
  const original = globalThis.Function;
  const probes: unknown[] = [];
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      probes.push(args);
      return Reflect.construct(target, args);
    },
  });
  try {
    const schema = z.object({ name: z.string(), age: z.number().int() });
    expect(schema.parse({ name: '王', age: 30 })).toEqual({ name: '王', age: 30 });
  } finally {
    globalThis.Function = original;
  }
  expect(probes).toEqual([]);
});
