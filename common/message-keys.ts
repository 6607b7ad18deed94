/**
 * Message-key groups whose values are their own dotted paths. `keys('a', ['b'])` is `{ b: 'a.b' }`;
 * (`keysOf` in ./domain-keys does the same for a domain's text table.)
 */
export function keys<const P extends string, const K extends readonly string[]>(
  prefix: P,
  names: K,
): { readonly [N in K[number]]: `${P}.${N}` } {
  return Object.fromEntries(names.map((name) => [name, `${prefix}.${name}`])) as never;
}
