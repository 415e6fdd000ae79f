/**
 * UTF-8 checks of raw bytes, for readers that take `Uint8Array` chunks: where the first invalid byte is, and
 * whether a chunk ends inside a sequence.
 * @module
 */

/** The offset of the first byte that makes `bytes` invalid UTF-8 (the rules of a strict `TextDecoder`), or -1. */
export function utf8ErrorOffset(bytes: Uint8Array): number {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      if (i + k >= n) return i;
      const c = bytes[i + k] as number;
      if (c < (k === 1 ? lo : 0x80) || c > (k === 1 ? hi : 0xbf)) return i;
    }
    i += need + 1;
  }
  return -1;
}

/** How many bytes at the end of `bytes` start a UTF-8 sequence that continues in the next chunk. */
export function incompleteTail(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= Math.min(3, n); back++) {
    const b = bytes[n - back] as number;
    if (b < 0x80) return 0;
    if (b >= 0xc0) {
      const len = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      return len > back ? back : 0;
    }
  }
  return 0;
}
