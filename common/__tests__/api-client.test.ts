/**
 * The app's client (src/api/*.ts) is what the call descriptors say: regenerate with `npm run api:client`.
 * The descriptors themselves are checked on the way (path parameters, answers, one declaration per route).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defineCalls, fillPath, type Call } from '../call';
import { CLIENT_DIR, descriptorProblems, renderClients } from '../../scripts/lib/api-client';

describe('the generated client', () => {
  const files = renderClients();

  it('has one file per common module that declares calls, each as generated', () => {
    const onDisk = fs
      .readdirSync(CLIENT_DIR)
      .filter((name) => name.endsWith('.ts'))
      .sort();
    expect(onDisk).toEqual([...files.keys()].sort());
    for (const [name, text] of files) {
      expect({ name, text: fs.readFileSync(path.join(CLIENT_DIR, name), 'utf8') }).toEqual({ name, text });
    }
  });

  it('declares each group pure, so the app bundles drop descriptors it only imports types of', () => {
    // A call is never dropped by a minifier unless marked pure: without the mark, a screen that imports a form
    // schema from common/<domain>.ts would also carry every descriptor of the domain, summaries included.
    const commonDir = path.resolve(__dirname, '..');
    const unmarked = fs
      .readdirSync(commonDir)
      .filter((name) => name.endsWith('.ts') && name !== 'call.ts')
      .flatMap((name) =>
        fs
          .readFileSync(path.join(commonDir, name), 'utf8')
          .split('\n')
          .filter((line) => /\bdefineCalls\(/.test(line) && !line.includes('/* @__PURE__ */ defineCalls('))
          .map((line) => `${name}: ${line.trim()}`),
      );
    expect(unmarked).toEqual([]);
  });

  it('holds strings only: no schema travels to the app', () => {
    for (const text of files.values()) {
      const runtimeImports = text.split('\n').filter((line) => /^import (?!type )/.test(line));
      expect(runtimeImports).toEqual([]);
    }
  });
});

describe('descriptor checks', () => {
  const calls = defineCalls('demo', () => ({
    good: {
      method: 'PUT',
      path: '/things/:id',
      access: 'user',
      answer: 'data',
      params: z.object({ id: z.number() }),
      body: z.object({ name: z.string() }),
      response: z.object({ id: z.number() }),
      summary: 'x',
    },
    missingParam: { method: 'GET', path: '/things/:id', access: 'user', answer: 'done', summary: 'x' },
    clash: {
      method: 'POST',
      path: '/things/:id',
      access: 'user',
      answer: 'done',
      params: z.object({ id: z.number() }),
      body: z.object({ id: z.number() }),
      summary: 'x',
    },
    noResponse: { method: 'GET', path: '/things', access: 'public', answer: 'page', summary: 'x' },
    file: { method: 'GET', path: '/file', access: 'user', answer: 'file', summary: 'x' },
  }));
  const problems = (call: Call) => descriptorProblems(call).map((text) => text.replace(/^.*?: /, ''));

  it('accepts a complete descriptor', () => expect(problems(calls.good)).toEqual([]));
  it('finds a path parameter without a schema', () =>
    expect(problems(calls.missingParam)).toEqual([':id is not in params']));
  it('finds a name both in the path and the body', () =>
    expect(problems(calls.clash)).toEqual(['id is both a path parameter and a field']));
  it('wants a response schema for data and pages', () =>
    expect(problems(calls.noResponse)).toEqual(['a page answer needs a response schema']));
  it('wants the media types of a file', () =>
    expect(problems(calls.file)).toEqual(['a file answer names its media types (produces)']));
  it('names each call and tags it with its domain', () =>
    expect([calls.good.name, calls.good.tag]).toEqual(['good', 'demo']));
});

describe('fillPath', () => {
  it('fills each parameter, encoded, and leaves the rest', () =>
    expect(fillPath('/a/:id/b/:name', { id: 3, name: 'x y', keep: 1 })).toEqual({
      path: '/a/3/b/x%20y',
      rest: { keep: 1 },
    }));
  it('refuses a missing parameter rather than sending /a/undefined', () =>
    expect(() => fillPath('/a/:id', {})).toThrow(':id'));
});
