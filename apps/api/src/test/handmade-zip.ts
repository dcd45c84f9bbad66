/** Zips written by hand, as an attacker would: any order, sizes that lie, bombs made in milliseconds. */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A zip entry: its raw deflate stream, inflated size and CRC. */
export interface Deflated {
  path: string;
  data: Buffer;
  size: number;
  crc: number;
}

export const deflated = (path: string, content: string | Buffer): Deflated => {
  const bytes = Buffer.from(content);
  return { path, data: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
};

/**
 * `head`, then `mib` MiB of `fill`: each MiB one fully flushed block (self-contained, ~1 KB)
 * repeated, then the final empty block. Made in milliseconds however large it inflates.
 */
export function filled(path: string, mib: number, fill = 0, head = ''): Deflated {
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const block = Buffer.alloc(1 << 20, fill);
  let crc = crc32(head);
  for (let at = 0; at < mib; at += 1) crc = crc32(block, crc);
  const blocks = Array<Buffer>(mib).fill(deflateRawSync(block, flush));
  const data = Buffer.concat([deflateRawSync(head, flush), ...blocks, deflateRawSync(Buffer.alloc(0))]);
  return { path, data, size: Buffer.byteLength(head) + mib * block.length, crc };
}

/** A zip of `entries` in this order, sizes in the local headers (the reader must not trust them anyway). */
export function zip(entries: Deflated[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.path);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    local.copy(central, 10, 8, 30);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    parts.push(local, name, entry.data);
    offset += local.length + name.length + entry.data.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}
