/**
 * Reading an NDJSON stream that arrives in chunks: a chunk may end in the middle of a line, or of a UTF-8
 * character; a newline byte never sits inside a character, so bytes are kept until a newline and each whole
 * line is decoded then.
 */
export function utf8Decode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    let code: number;
    let size: number;
    if (b < 0x80) [code, size] = [b, 1];
    else if (b >= 0xf0) [code, size] = [b & 0x07, 4];
    else if (b >= 0xe0) [code, size] = [b & 0x0f, 3];
    else [code, size] = [b & 0x1f, 2];
    for (let k = 1; k < size; k += 1) code = (code << 6) | (bytes[i + k] & 0x3f);
    out += String.fromCodePoint(code);
    i += size;
  }
  return out;
}

export function lineReader(onLine: (line: string) => void) {
  let pending = new Uint8Array(0);
  return {
    push(chunk: Uint8Array) {
      const joined = new Uint8Array(pending.length + chunk.length);
      joined.set(pending);
      joined.set(chunk, pending.length);
      let start = 0;
      for (let i = 0; i < joined.length; i += 1) {
        if (joined[i] !== 0x0a) continue;
        const line = utf8Decode(joined.subarray(start, i)).trim();
        if (line) onLine(line);
        start = i + 1;
      }
      pending = joined.slice(start);
    },
    end() {
      const line = utf8Decode(pending).trim();
      pending = new Uint8Array(0);
      if (line) onLine(line);
    },
  };
}
