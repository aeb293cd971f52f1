/**
 * Bitsets inside an Int32Array at an offset: one bit per hex (or per hexside, per edge id), so a
 * per-hex flag (controlled, destroyed, interdicted, in supply) costs count/32 words of a game's state
 * and the state still clones as one copy.
 *
 * Layout: bit i lives in word a[off + (i >>> 5)], bit (i & 31). A set of n bits takes bitWords(n)
 * words. No allocation.
 */

/** Words needed for n bits. */
export function bitWords(n: number): number {
  return (n + 31) >>> 5;
}

export function getBit(a: Int32Array, off: number, i: number): boolean {
  return ((a[off + (i >>> 5)] >>> (i & 31)) & 1) !== 0;
}

export function setBit(a: Int32Array, off: number, i: number): void {
  a[off + (i >>> 5)] |= 1 << (i & 31);
}

export function clearBit(a: Int32Array, off: number, i: number): void {
  a[off + (i >>> 5)] &= ~(1 << (i & 31));
}

/** Set bit i to v. */
export function putBit(a: Int32Array, off: number, i: number, v: boolean): void {
  if (v) setBit(a, off, i);
  else clearBit(a, off, i);
}

/** Clear n bits starting at bit 0. */
export function clearBits(a: Int32Array, off: number, n: number): void {
  a.fill(0, off, off + bitWords(n));
}

/** Number of set bits among the first n. */
export function countBits(a: Int32Array, off: number, n: number): number {
  let c = 0;
  const words = bitWords(n);
  for (let w = 0; w < words; w++) {
    let x = a[off + w];
    if (w === words - 1 && (n & 31) !== 0) x &= (1 << (n & 31)) - 1;
    x = x - ((x >>> 1) & 0x55555555);
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    c += (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
  }
  return c;
}
