/** Bytes of one slab of text; a longer string gets a slab of its own. */
const SLAB_BYTES = 1 << 20;

/**
 * A workbook's shared strings (the table Excel keeps every text cell in), held as UTF-8 in 1 MB
 * slabs outside the JS heap, each string found by its slab and byte span. exceljs's own cache keeps
 * each string as a slice of the XML chunk it was parsed from: a 100,000-row workbook saved with
 * shared strings took 840 MB of heap that way (bench/imports.ts).
 */
export class SharedStrings {
  #slabs: Buffer[] = [];
  #free = 0;
  /** slab, start, end of each string, in the order of the table. */
  #spans = new Uint32Array(3 * 4096);
  #count = 0;

  add(text: string): void {
    const bytes = Buffer.byteLength(text);
    let slab = this.#slabs.at(-1);
    if (!slab || this.#free < bytes) {
      slab = Buffer.allocUnsafeSlow(Math.max(SLAB_BYTES, bytes));
      this.#slabs.push(slab);
      this.#free = slab.length;
    }
    const start = slab.length - this.#free;
    slab.write(text, start);
    this.#free -= bytes;
    if (3 * (this.#count + 1) > this.#spans.length) {
      const grown = new Uint32Array(this.#spans.length * 2);
      grown.set(this.#spans);
      this.#spans = grown;
    }
    this.#spans.set([this.#slabs.length - 1, start, start + bytes], 3 * this.#count);
    this.#count += 1;
  }

  /** The string at `index` of the table; an empty string for an index the table does not have. */
  get(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= this.#count) return '';
    const at = 3 * index;
    return this.#slabs[this.#spans[at]!]!.toString('utf8', this.#spans[at + 1], this.#spans[at + 2]);
  }
}
