import { inflateRawSync } from "node:zlib";

/**
 * Whether a zip file (an .xlsx is one) unpacks to at most `maxBytes`, found by unpacking it with
 * that bound, entry after entry as a streaming reader meets them (exceljs's reader reads the local
 * entries in order, not the central directory). A small upload can hold a very large entry: 400 KB
 * that unpack to 400 MB of shared strings cost the server 7.7 s of CPU and 560 MB of memory before
 * this check. Sizes the file declares are not trusted: each entry is inflated, stopped at the bound.
 * Anything a reader could understand otherwise (an entry of another method, zip64, a stored entry
 * without its size, anything but the central directory after the entries) is refused.
 */
export function unpacksWithin(bytes: Uint8Array, maxBytes: number): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signatureAt = (offset: number) => (offset + 4 <= bytes.length ? view.getUint32(offset, true) : 0);
  let offset = 0;
  let unpacked = 0;
  while (signatureAt(offset) === LOCAL_ENTRY) {
    if (offset + LOCAL_HEADER_BYTES > bytes.length) return false;
    const flags = view.getUint16(offset + 6, true);
    const method = view.getUint16(offset + 8, true);
    const declaredSize = view.getUint32(offset + 18, true);
    const dataStart =
      offset + LOCAL_HEADER_BYTES + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
    const sizeAfterData = (flags & DATA_DESCRIPTOR_FLAG) !== 0;
    if (declaredSize === ZIP64_SIZE || dataStart > bytes.length) return false;
    let dataLength: number;
    if (method === STORED) {
      if (sizeAfterData) return false;
      dataLength = declaredSize;
      unpacked += declaredSize;
    } else if (method === DEFLATED) {
      const data = bytes.subarray(dataStart, sizeAfterData ? bytes.length : dataStart + declaredSize);
      try {
        // With `info`, Node answers the output and the engine, whose bytesWritten is the input it
        // took: where the entry's data ends. @types/node does not type that form.
        const { buffer, engine } = inflateRawSync(data, {
          maxOutputLength: Math.max(1, maxBytes - unpacked),
          info: true,
        }) as unknown as InflateWithInfo;
        unpacked += buffer.byteLength;
        dataLength = engine.bytesWritten;
      } catch {
        return false; // past the bound, or not deflate data
      }
    } else {
      return false;
    }
    if (unpacked > maxBytes) return false;
    offset = dataStart + dataLength;
    if (sizeAfterData) offset += signatureAt(offset) === DATA_DESCRIPTOR ? 16 : 12;
  }
  return offset > 0 && signatureAt(offset) === CENTRAL_DIRECTORY_ENTRY;
}

type InflateWithInfo = { buffer: Buffer; engine: { bytesWritten: number } };

const LOCAL_ENTRY = 0x04034b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const DATA_DESCRIPTOR = 0x08074b50;
const LOCAL_HEADER_BYTES = 30;
const DATA_DESCRIPTOR_FLAG = 0x8;
const ZIP64_SIZE = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;
