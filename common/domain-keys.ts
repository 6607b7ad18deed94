/**
 * `keysOf('a', table)` is `{ b: 'a.b' }` for every `a.*` key of a text table: a domain's keys live with its
 * texts (./messages.<domain>.ts), so the app's first page carries neither, while code still refers to them
 * by name. Apart from ./message-keys so that module, which the first page needs, stays small.
 */
export function keysOf<const P extends string, const T extends Record<string, string>>(
  prefix: P,
  table: T,
): { readonly [K in keyof T as K extends `${P}.${infer N}` ? N : never]: K } {
  return Object.fromEntries(
    Object.keys(table)
      .filter((key) => key.startsWith(`${prefix}.`))
      .map((key) => [key.slice(prefix.length + 1), key]),
  ) as never;
}
