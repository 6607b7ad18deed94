/**
 * zod in the app runs without its JIT: by default the first object schema built probes `new Function('')`,
 * which the H5 Content-Security-Policy (no 'unsafe-eval', server/src/plugins/security-headers.ts) reports as a
 * violation even though zod catches the refusal; weapp forbids eval too, so both targets parse the same way.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (what `z.config()` writes) and reads them when a
 * schema is built, so they are set here without importing zod: the first page loads no zod at all, and the
 * setting is in place before any page builds a schema. src/lib/__tests__/zod-config.test.ts checks that
 * zod still reads it from there. Imported first by app.ts.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
