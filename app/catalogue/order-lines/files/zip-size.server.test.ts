import ExcelJS from "exceljs";
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readZip, unpacksWithin } from "./zip-size.server";

type Entry = {
  name: string;
  data: Uint8Array;
  method?: number;
  /** The packed size written in the entry's header; its own by default. */
  declaredSize?: number;
  /** The unpacked size written in the entry's header; its own by default. */
  claimedSize?: number;
  sizeAfterData?: boolean;
};

/** The end of a central directory: its signature and 18 bytes (what the check looks for). */
const END_RECORD = Uint8Array.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/**
 * A zip as the reader meets it: local entries, then a central directory entry's signature and the
 * end record (enough for the check).
 */
function zipOf(entries: Entry[], after = Uint8Array.from([0x50, 0x4b, 0x01, 0x02, ...END_RECORD])): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const { name, data, method = 8, declaredSize, claimedSize, sizeAfterData = false } of entries) {
    const packed = method === 8 ? deflateRawSync(data) : data;
    const header = new DataView(new ArrayBuffer(30));
    header.setUint32(0, 0x04034b50, true);
    header.setUint16(6, sizeAfterData ? 0x8 : 0, true);
    header.setUint16(8, method, true);
    header.setUint32(18, sizeAfterData ? 0 : (declaredSize ?? packed.length), true);
    header.setUint32(22, sizeAfterData ? 0 : (claimedSize ?? data.length), true);
    header.setUint16(26, name.length, true);
    parts.push(new Uint8Array(header.buffer), new TextEncoder().encode(name), packed);
    if (sizeAfterData) {
      const descriptor = new DataView(new ArrayBuffer(16));
      descriptor.setUint32(0, 0x08074b50, true);
      descriptor.setUint32(8, packed.length, true);
      descriptor.setUint32(12, data.length, true);
      parts.push(new Uint8Array(descriptor.buffer));
    }
  }
  parts.push(after);
  return Buffer.concat(parts);
}

const text = (length: number) => new Uint8Array(length).fill(0x41);

describe("unpacksWithin", () => {
  it("measures what a workbook unpacks to, entry after entry, sizes written before or after the data", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Order").addRow(["Name", "A".repeat(200_000)]);
    const file = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(file.byteLength).toBeLessThan(20_000);
    expect(unpacksWithin(file, 1024 * 1024)).toBe(true);
    expect(unpacksWithin(file, 150_000)).toBe(false);

    const entries = [
      { name: "a.xml", data: text(3000) },
      { name: "b.xml", data: text(3000), sizeAfterData: true },
      { name: "c.xml", data: text(1000), method: 0 },
    ];
    expect(unpacksWithin(zipOf(entries), 7000)).toBe(true);
    expect(unpacksWithin(zipOf(entries), 6999)).toBe(false);
  });

  it("trusts no declared size: an entry that says it is small is unpacked to the bound", () => {
    expect(unpacksWithin(zipOf([{ name: "s.xml", data: text(50_000), claimedSize: 100 }]), 10_000)).toBe(false);
    // Sizes written after the data: nothing is declared before it, and it is unpacked all the same.
    const lying = zipOf([{ name: "s.xml", data: text(5_000_000), sizeAfterData: true }]);
    expect(lying.byteLength).toBeLessThan(10_000);
    expect(unpacksWithin(lying, 1_000_000)).toBe(false);
  });

  it("refuses what a reader could understand otherwise", () => {
    const good = { name: "a.xml", data: text(100) };
    expect(unpacksWithin(zipOf([good]), 1000)).toBe(true);
    // Another compression method, a stored entry without its size, zip64, garbage after the entries, no entry.
    expect(unpacksWithin(zipOf([{ ...good, method: 12 }]), 1000)).toBe(false);
    expect(unpacksWithin(zipOf([{ ...good, method: 0, sizeAfterData: true }]), 1000)).toBe(false);
    expect(unpacksWithin(zipOf([{ ...good, declaredSize: 0xffffffff }]), 1000)).toBe(false);
    expect(unpacksWithin(zipOf([good], new TextEncoder().encode("junk")), 1000)).toBe(false);
    expect(unpacksWithin(zipOf([]), 1000)).toBe(false);
    // Deflate data that is not: refused, not thrown.
    expect(
      unpacksWithin(
        zipOf([{ ...good, method: 0 }]).map((byte, at) => (at === 8 ? 8 : byte)),
        1000,
      ),
    ).toBe(false);
  });

  it("tells a zip cut short or corrupt (damaged) from one that unpacks to too much, and keeps what is wanted", () => {
    const entries = [
      { name: "a.xml", data: text(3000) },
      { name: "b.xml", data: text(3000), sizeAfterData: true },
    ];
    const whole = zipOf(entries);
    const read = readZip(whole, 10_000, (name) => name === "b.xml");
    expect(read.ok && [...read.entries.keys()]).toEqual(["b.xml"]);
    expect(read.ok && read.entries.get("b.xml")!.length).toBe(3000);
    expect(readZip(whole, 5000, () => true)).toEqual({ ok: false, reason: "unpacked" });
    // Cut short: inside an entry's data, between entries, inside the end record.
    for (const length of [40, whole.length - 30, whole.length - 5]) {
      expect(readZip(whole.subarray(0, length), 10_000, () => true)).toEqual({ ok: false, reason: "damaged" });
    }
    expect(
      readZip(zipOf([{ name: "s.xml", data: text(100), method: 0, declaredSize: 5000 }]), 10_000, () => true),
    ).toEqual({
      ok: false,
      reason: "damaged",
    });
  });
});
