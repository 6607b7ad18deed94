/**
 * Babel plugin for the app build: writes each endpoint's text in place of its use, so that a screen carries
 * only the calls it makes.
 *
 *   import * as content from '@/api/content';      ->   (import removed)
 *   call(content.menuList)                          ->   call('GET commonmenu/list public data')
 *
 * Why: an endpoint module exports every call of its domain, and webpack keeps an export in a module as soon
 * as any page uses it, then puts the whole module where several pages need it. The weapp's main package
 * and the H5 first page carried every positions, chat and content endpoint for the few the home page makes
 * (about 9 KB more than calls written as strings). Inlined, each chunk holds its own calls' strings, as it
 * did when call sites wrote URLs, while the source names every call by its descriptor.
 *
 * Only `src/api/<domain>` imports are touched, and only when every use of the imported name can be inlined
 * (`ns.name`, `ns['name']`, or a named import); anything else (a computed `ns[key]`) keeps the import as it
 * is, which stays correct. The endpoints are read from the generated files (scripts/lib/api-client.ts writes
 * one `export const name = 'TEXT' as Endpoint<...>;` per line, in the form read here).
 */
const fs = require('node:fs');
const path = require('node:path');

const API_DIR = path.resolve(__dirname, '..', 'src', 'api');
const ENDPOINT_LINE = /^export const (\w+) = '([^']+)' as Endpoint</gm;

const cache = new Map();

/** name -> text of the endpoints in src/api/<domain>.ts (re-read when the file changes). */
function endpointsOf(domain) {
  const file = path.join(API_DIR, `${domain}.ts`);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return undefined;
  const known = cache.get(file);
  if (known && known.mtimeMs === stat.mtimeMs) return known.endpoints;
  const endpoints = new Map();
  for (const [, name, text] of fs.readFileSync(file, 'utf8').matchAll(ENDPOINT_LINE)) endpoints.set(name, text);
  cache.set(file, { mtimeMs: stat.mtimeMs, endpoints });
  return endpoints;
}

/** The domain of an import of the generated client, by alias or relative path; undefined for anything else. */
function apiDomain(source, filename) {
  const alias = /^@\/api\/([\w-]+)$/.exec(source);
  if (alias) return alias[1];
  if (!filename || !source.startsWith('.')) return undefined;
  const resolved = path.resolve(path.dirname(filename), source);
  return path.dirname(resolved) === API_DIR ? path.basename(resolved) : undefined;
}

module.exports = function inlineEndpoints({ types: t }) {
  return {
    name: 'inline-endpoints',
    visitor: {
      ImportDeclaration(importPath, state) {
        if (importPath.node.importKind === 'type') return;
        const domain = apiDomain(importPath.node.source.value, state.filename);
        const endpoints = domain && endpointsOf(domain);
        if (!endpoints) return;
        for (const specifier of importPath.get('specifiers')) {
          if (specifier.node.importKind === 'type') continue;
          const binding = importPath.scope.getBinding(specifier.node.local.name);
          if (!binding) continue;
          const replacements = [];
          let inlinable = true;
          for (const reference of binding.referencePaths) {
            if (specifier.isImportNamespaceSpecifier()) {
              const member = reference.parentPath;
              const property =
                member && member.isMemberExpression() && member.node.object === reference.node
                  ? member.node.computed
                    ? t.isStringLiteral(member.node.property) && member.node.property.value
                    : member.node.property.name
                  : undefined;
              if (!property || !endpoints.has(property)) inlinable = false;
              else replacements.push([member, endpoints.get(property)]);
            } else if (specifier.isImportSpecifier()) {
              const name = specifier.node.imported.name ?? specifier.node.imported.value;
              if (!endpoints.has(name)) inlinable = false;
              else replacements.push([reference, endpoints.get(name)]);
            } else {
              inlinable = false;
            }
          }
          if (!inlinable) continue;
          for (const [target, text] of replacements) target.replaceWith(t.stringLiteral(text));
          specifier.remove();
        }
        if (importPath.node.specifiers.length === 0) importPath.remove();
      },
    },
  };
};

/** The form of an endpoint line, for the test that keeps the generator and this plugin in step. */
module.exports.ENDPOINT_LINE = ENDPOINT_LINE;
