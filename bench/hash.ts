/**
 * A small order-sensitive digest of int32 sequences (two 32-bit FNV-1a-style lanes with different
 * primes, so a 64-bit value in practice), for the golden check: equal sequences give equal digests;
 * unequal ones differ with probability about 1 - 2^-64. Not cryptographic.
 */
export class Digest {
  private a = 0x811c9dc5 | 0;
  private b = 0x01234567 | 0;

  add(x: number): void {
    this.a = Math.imul(this.a ^ x, 0x01000193);
    this.b = Math.imul(this.b ^ x, 0x5bd1e995) ^ (this.b >>> 15);
  }

  addAll(xs: ArrayLike<number>, n = xs.length): void {
    this.add(n);
    for (let i = 0; i < n; i++) this.add(xs[i]!);
  }

  hex(): string {
    return (this.a >>> 0).toString(16).padStart(8, '0') + (this.b >>> 0).toString(16).padStart(8, '0');
  }
}
