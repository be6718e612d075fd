import { inflateRawSync } from "node:zlib";

/**
 * Why a zip file (an .xlsx is one) is not read: it unpacks to more than it may, or it is not a
 * whole zip as a spreadsheet program writes one (cut short, corrupt, or of a kind none writes).
 */
export type ZipRefusal = "unpacked" | "damaged";
export type ZipRead = { ok: true; entries: Map<string, Uint8Array> } | { ok: false; reason: ZipRefusal };

/**
 * Reads a zip file from memory, entry after entry as they are stored (the local entries, then the
 * central directory), unpacking each with the bound `maxBytes` on what all of them unpack to, and
 * keeps the entries `wanted` says are needed. Nothing is written to disk and nothing is opened: the
 * order file's reader (order-file.server.ts) reads its workbook from what this returns.
 *
 * A small upload can hold a very large entry: 400 KB that unpack to 400 MB of shared strings cost
 * the server 7.7 s of CPU and 560 MB of memory before this bound. Sizes the file declares are not
 * trusted: each entry is inflated, stopped at the bound. Anything a reader could understand
 * otherwise (an entry of another method, encrypted, zip64, a stored entry without its size,
 * anything but the central directory after the entries) is refused as damaged, as is a file cut
 * short (deflate data that ends early, an entry past the file's end).
 */
export function readZip(bytes: Uint8Array, maxBytes: number, wanted: (name: string) => boolean): ZipRead {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signatureAt = (offset: number) => (offset + 4 <= bytes.length ? view.getUint32(offset, true) : 0);
  const damaged: ZipRead = { ok: false, reason: "damaged" };
  const entries = new Map<string, Uint8Array>();
  const names = new TextDecoder("utf-8");
  let offset = 0;
  let unpacked = 0;
  while (signatureAt(offset) === LOCAL_ENTRY) {
    if (offset + LOCAL_HEADER_BYTES > bytes.length) return damaged;
    const flags = view.getUint16(offset + 6, true);
    const method = view.getUint16(offset + 8, true);
    const declaredSize = view.getUint32(offset + 18, true);
    const nameLength = view.getUint16(offset + 26, true);
    const nameStart = offset + LOCAL_HEADER_BYTES;
    const dataStart = nameStart + nameLength + view.getUint16(offset + 28, true);
    const sizeAfterData = (flags & DATA_DESCRIPTOR_FLAG) !== 0;
    if ((flags & ENCRYPTED_FLAG) !== 0 || declaredSize === ZIP64_SIZE || dataStart > bytes.length) return damaged;
    const name = names.decode(bytes.subarray(nameStart, nameStart + nameLength));
    let dataLength: number;
    if (method === STORED) {
      if (sizeAfterData || dataStart + declaredSize > bytes.length) return damaged;
      dataLength = declaredSize;
      unpacked += declaredSize;
      if (unpacked > maxBytes) return { ok: false, reason: "unpacked" };
      if (wanted(name)) entries.set(name, bytes.subarray(dataStart, dataStart + declaredSize));
    } else if (method === DEFLATED) {
      const end = sizeAfterData ? bytes.length : dataStart + declaredSize;
      if (end > bytes.length) return damaged;
      try {
        // With `info`, Node answers the output and the engine, whose bytesWritten is the input it
        // took: where the entry's data ends. @types/node does not type that form.
        const { buffer, engine } = inflateRawSync(bytes.subarray(dataStart, end), {
          maxOutputLength: Math.max(1, maxBytes - unpacked),
          info: true,
        }) as unknown as InflateWithInfo;
        unpacked += buffer.byteLength;
        dataLength = engine.bytesWritten;
        if (wanted(name)) entries.set(name, buffer);
      } catch (error) {
        // Past the bound, or not deflate data (corrupt, or cut short: "unexpected end of file").
        const tooLarge = error instanceof RangeError && (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE";
        return tooLarge ? { ok: false, reason: "unpacked" } : damaged;
      }
    } else {
      return damaged;
    }
    if (unpacked > maxBytes) return { ok: false, reason: "unpacked" };
    offset = dataStart + dataLength;
    if (sizeAfterData) offset += signatureAt(offset) === DATA_DESCRIPTOR ? 16 : 12;
  }
  if (offset === 0 || signatureAt(offset) !== CENTRAL_DIRECTORY_ENTRY || !endsWhole(bytes, signatureAt)) return damaged;
  return { ok: true, entries };
}

/**
 * Whether the zip's last record (the end of its central directory, 22 bytes and a comment of at
 * most 64 KB) is there: a file cut short inside its directory loses it.
 */
function endsWhole(bytes: Uint8Array, signatureAt: (offset: number) => number): boolean {
  const last = bytes.length - END_RECORD_BYTES;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (signatureAt(at) === END_OF_CENTRAL_DIRECTORY) return true;
  }
  return false;
}

/** Whether a zip file unpacks to at most `maxBytes` and is whole (see {@link readZip}). */
export function unpacksWithin(bytes: Uint8Array, maxBytes: number): boolean {
  return readZip(bytes, maxBytes, () => false).ok;
}

type InflateWithInfo = { buffer: Buffer; engine: { bytesWritten: number } };

const LOCAL_ENTRY = 0x04034b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const DATA_DESCRIPTOR = 0x08074b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const END_RECORD_BYTES = 22;
const LOCAL_HEADER_BYTES = 30;
const ENCRYPTED_FLAG = 0x1;
const DATA_DESCRIPTOR_FLAG = 0x8;
const ZIP64_SIZE = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;
