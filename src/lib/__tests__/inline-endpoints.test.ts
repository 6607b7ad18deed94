/**
 * The build writes each endpoint's text where it is used (config/babel-inline-endpoints.js): what the
 * plugin makes of the ways a screen imports the generated client, checked on the real src/api files.
 */
import { transformSync } from '@babel/core';
import path from 'node:path';
import * as notifications from '@/api/notifications';

const plugin = require('../../../config/babel-inline-endpoints.js');
const filename = path.resolve(__dirname, '../../features/demo/screen.ts');

function compile(code: string): string {
  return transformSync(code, { filename, babelrc: false, configFile: false, plugins: [plugin] })!.code!;
}

test('a namespace import: every use becomes its text and the import goes', () => {
  const out = compile(
    "import * as notifications from '@/api/notifications';\nload(notifications.list, notifications['readAll']);",
  );
  expect(out).not.toContain('import');
  expect(out).toContain(`load("${notifications.list}", "${notifications.readAll}")`);
  expect(notifications.list).toBe('GET notifications user page');
});

test('a named import and a relative path are inlined too', () => {
  const out = compile("import { unreadCount as count } from '../../api/notifications';\nload(count);");
  expect(out).toBe(`load("${notifications.unreadCount}");`);
});

test('a computed use keeps the import (correct, only not inlined)', () => {
  const code = "import * as notifications from '@/api/notifications';\nload(notifications[key], notifications.list);";
  expect(compile(code)).toContain("import * as notifications from '@/api/notifications'");
});

test('an unknown name keeps the import, and other modules are left alone', () => {
  expect(compile("import * as n from '@/api/notifications';\nload(n.nothing);")).toContain('import * as n');
  expect(compile("import * as lib from '@/lib/call';\nload(lib.call);")).toContain('import * as lib');
});

test('the plugin reads every endpoint the generator writes', () => {
  const fs = require('node:fs') as typeof import('node:fs');
  const apiDir = path.resolve(__dirname, '../../api');
  for (const file of fs.readdirSync(apiDir).filter((name: string) => name.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(apiDir, file), 'utf8');
    const exported = (text.match(/^export const /gm) ?? []).length;
    const read = [...text.matchAll(new RegExp(plugin.ENDPOINT_LINE.source, 'gm'))].length;
    expect({ file, read }).toEqual({ file, read: exported });
  }
});
