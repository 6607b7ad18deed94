/** weapp: pages come from the package, never with data: every call goes to the server. */
export function takeFirstData(_key: string): unknown {
  return undefined;
}

/** weapp: there is no server-painted first screen. */
export function dropFirstScreen(): void {}
