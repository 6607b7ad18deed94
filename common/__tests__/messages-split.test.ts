/**
 * The catalogue is split: texts the app shows (messages.ts, messages.en.ts, shipped in the app) and texts
 * only the server sends (messages.server.ts, kept out of the app). This fails when app code refers to a
 * server-only key, which would show the bare key to a user: through `MSG.a.b` (a leaf or a whole group),
 * a key written as a string, or a template prefix such as `degree.${…}`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MSG, isMessageKey, messages, t } from '../messages';
import { chatEn, chatZhHans } from '../messages.chat';
import { contractsEn, contractsZhHans } from '../messages.contracts';
import { oaEn, oaZhHans } from '../messages.oa';
import { serverEn, serverZhHans } from '../messages.server';

/** Texts that travel with a domain's screens: who may refer to them (the domain's feature and contract). */
const DOMAIN_TABLES = [
  { domain: 'chat', zh: chatZhHans, en: chatEn },
  { domain: 'contracts', zh: contractsZhHans, en: contractsEn },
  { domain: 'oa', zh: oaZhHans, en: oaEn },
];

const ROOT = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every key prefix the app's code refers to (a prefix covers the keys under it), outside `except`. */
function appReferences(except: (file: string) => boolean = () => false): Set<string> {
  const files = [...sources(path.join(ROOT, 'src')), ...sources(path.join(ROOT, 'common'))].filter(
    (file) => !/common[\\/]messages(\.[a-z]+)?\.ts$/.test(file) && !except(file),
  );
  const code = files.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  const refs = new Set<string>();
  for (const m of code.matchAll(/MSG((?:\.[A-Za-z_$][\w$]*)+)/g)) refs.add(m[1].slice(1));
  for (const m of code.matchAll(/['"`]([a-zA-Z]\w*(?:\.[\w+-]+)+)['"`]/g)) refs.add(m[1]);
  for (const m of code.matchAll(/`([a-zA-Z]\w*(?:\.[\w+-]+)*)\.\$\{/g)) refs.add(m[1]);
  return refs;
}

const serverKeys = Object.keys(serverZhHans);

test('no app code refers to a text only the server has', () => {
  // services/remedy-keys.ts only recognises refusals by their key (what it shows is the server's own msg).
  const refs = [...appReferences((file) => /src[\\/]services[\\/]remedy-keys\.ts$/.test(file))];
  const referenced = serverKeys.filter((key) => refs.some((ref) => key === ref || key.startsWith(`${ref}.`)));
  expect(referenced).toEqual([]);
});

test("a domain's texts are referred to only by its own screens and contract (which add them on H5)", () => {
  for (const { domain, zh, en } of DOMAIN_TABLES) {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    const own = (file: string) =>
      file.includes(`${path.sep}src${path.sep}features${path.sep}${domain}${path.sep}`) ||
      file.endsWith(`${path.sep}common${path.sep}${domain}.ts`);
    const refs = [...appReferences(own)];
    const keys = Object.keys(zh);
    expect(keys.filter((key) => refs.some((ref) => key === ref || key.startsWith(`${ref}.`)))).toEqual([]);
    const strings = fs.readFileSync(path.join(ROOT, 'src', 'features', domain, 'strings.ts'), 'utf8');
    expect(strings).toContain(`@common/messages.${domain}`);
  }
});

test('the server tables have the same keys in both languages, each a catalogue key', () => {
  expect(Object.keys(serverEn).sort()).toEqual([...serverKeys].sort());
  for (const key of serverKeys) {
    expect(isMessageKey(key)).toBe(true);
    expect(t('zh-Hans', key)).toBe(serverZhHans[key as keyof typeof serverZhHans]);
    expect(t('en', key)).toBe(serverEn[key as keyof typeof serverEn]);
  }
});

test('where no app target is defined (the server), the catalogue has every key of MSG in both languages', () => {
  const leaves = (node: unknown): string[] =>
    typeof node === 'string' ? [node] : Object.values(node as object).flatMap(leaves);
  for (const key of leaves(MSG)) {
    expect(messages['zh-Hans'][key]).toEqual(expect.any(String));
    expect(messages.en[key]).toEqual(expect.any(String));
  }
});
