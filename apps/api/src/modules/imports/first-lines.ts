/**
 * The line each key of a feed (an offer id, a SKU) was first seen on, so that a later one is a
 * duplicate: for the million keys a feed may hold in about 24 MB outside the JS heap, where a Map
 * of the keys' texts took over 192 MB for 3 million. A key is kept as two 32-bit hashes, not as its
 * text, so two different keys could be taken for one: about once in 10^7 feeds of a million keys.
 */
export class FirstLines {
  #hashes = new Uint32Array(2 * 1024);
  /** The line plus one; 0 is an empty slot. */
  #lines = new Uint32Array(1024);
  #size = 0;

  get(key: string): number | undefined {
    const [a, b] = hashesOf(key);
    const line = this.#lines[this.#slot(a, b)]!;
    return line === 0 ? undefined : line - 1;
  }

  /** Keeps `line` for `key` unless it has one already. */
  add(key: string, line: number): void {
    if ((this.#size + 1) * 2 > this.#lines.length) this.#grow();
    const [a, b] = hashesOf(key);
    this.#put(this.#slot(a, b), a, b, line + 1);
  }

  #put(at: number, a: number, b: number, stored: number): void {
    if (this.#lines[at] !== 0) return;
    this.#hashes[2 * at] = a;
    this.#hashes[2 * at + 1] = b;
    this.#lines[at] = stored;
    this.#size += 1;
  }

  /** The slot of (a, b): where it is, or the empty one where it goes (linear probing). */
  #slot(a: number, b: number): number {
    const mask = this.#lines.length - 1;
    for (let at = a & mask; ; at = (at + 1) & mask) {
      if (this.#lines[at] === 0 || (this.#hashes[2 * at] === a && this.#hashes[2 * at + 1] === b)) return at;
    }
  }

  #grow(): void {
    const [hashes, lines] = [this.#hashes, this.#lines];
    this.#hashes = new Uint32Array(hashes.length * 2);
    this.#lines = new Uint32Array(lines.length * 2);
    this.#size = 0;
    for (let at = 0; at < lines.length; at += 1) {
      if (lines[at] === 0) continue;
      const [a, b] = [hashes[2 * at]!, hashes[2 * at + 1]!];
      this.#put(this.#slot(a, b), a, b, lines[at]!);
    }
  }
}

/** Two independent 32-bit hashes of a text's UTF-16 units (FNV-1a and a multiply-xorshift), each finished by murmur3's mix. */
function hashesOf(key: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x9747b28c ^ key.length;
  for (let at = 0; at < key.length; at += 1) {
    const unit = key.charCodeAt(at);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x5bd1e995);
    b ^= b >>> 13;
  }
  return [mix(a), mix(b)];
}

function mix(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
