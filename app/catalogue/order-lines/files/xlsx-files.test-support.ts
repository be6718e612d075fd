import { crc32, deflateRawSync } from "node:zlib";

/**
 * Order workbooks as spreadsheet programs save them, written byte by byte for the tests and the
 * hostile bench: a real zip (local entries, central directory, end record), the parts in the order
 * the program writes them.
 */

type ZipEntry = { name: string; data: string | Uint8Array };

/** A zip file of these entries, deflated, in this order. */
export function zipFile(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const raw = typeof data === "string" ? Buffer.from(data, "utf8") : Buffer.from(data);
    const packed = deflateRawSync(raw);
    const nameBytes = Buffer.from(name, "utf8");
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x800, 6); // names in UTF-8
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc32(raw), 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(raw.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(raw), 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(raw.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    local.push(header, nameBytes, packed);
    central.push(entry, nameBytes);
    offset += header.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...local, directory, end]));
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

export type WorkbookOptions = {
  /**
   * How text is stored: "shared-after" as Microsoft Excel saves (shared strings after the sheets),
   * "shared-before" as some libraries write, "inline" as exports of pharmacy programs often do.
   */
  strings?: "shared-after" | "shared-before" | "inline";
  /** Sheets in all; the order is on the first, each other holds a row of its own. */
  sheets?: number;
  /** Store the first sheet under this part name (Excel names parts by creation, not by position). */
  firstSheetPart?: string;
};

/** An .xlsx of these rows (text cells, numbers as numbers) on its first sheet. */
export function excelWorkbook(rows: readonly (readonly (string | number | null)[])[], options: WorkbookOptions = {}) {
  const { strings = "shared-after", sheets = 1, firstSheetPart = "sheet1.xml" } = options;
  const shared: string[] = [];
  const sheetXml = (sheetRows: readonly (readonly (string | number | null)[])[]) => {
    const body = sheetRows
      .map((row, r) => {
        const cells = row
          .map((value, c) => {
            if (value === null) return "";
            const ref = `${columnName(c)}${r + 1}`;
            if (typeof value === "number") return `<c r="${ref}"><v>${value}</v></c>`;
            if (strings === "inline") return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
            shared.push(value);
            return `<c r="${ref}" t="s"><v>${shared.length - 1}</v></c>`;
          })
          .join("");
        return `<row r="${r + 1}">${cells}</row>`;
      })
      .join("");
    return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}" xmlns:r="${RELS}"><dimension ref="A1"/><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols><col min="1" max="1" width="30"/></cols><sheetData>${body}</sheetData></worksheet>`;
  };
  const parts = Array.from({ length: sheets }, (_, at) => ({
    part: at === 0 ? firstSheetPart : `sheet${at + 1}.xml`,
    xml: sheetXml(at === 0 ? rows : [[`Sheet ${at + 1}`, at + 1]]),
  }));
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets>${parts
    .map((_, at) => `<sheet name="Sheet${at + 1}" sheetId="${at + 1}" r:id="rId${at + 1}"/>`)
    .join("")}</sheets></workbook>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${parts
    .map(({ part }, at) => `<Relationship Id="rId${at + 1}" Type="${RELS}/worksheet" Target="worksheets/${part}"/>`)
    .join(
      "",
    )}<Relationship Id="rId${sheets + 1}" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
  const sst = () =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="${MAIN}" count="${shared.length}" uniqueCount="${shared.length}">${shared
      .map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`)
      .join("")}</sst>`;
  const sheetEntries = parts.map(({ part, xml }) => ({ name: `xl/worksheets/${part}`, data: xml }));
  const head = [
    { name: "[Content_Types].xml", data: `<?xml version="1.0"?><Types/>` },
    { name: "_rels/.rels", data: `<?xml version="1.0"?><Relationships/>` },
    { name: "xl/workbook.xml", data: workbook },
    { name: "xl/_rels/workbook.xml.rels", data: rels },
  ];
  const styles = { name: "xl/styles.xml", data: `<?xml version="1.0"?><styleSheet xmlns="${MAIN}"/>` };
  // The sheets' XML is built above, so the shared strings are all known here.
  const entries =
    strings === "shared-before"
      ? [...head, { name: "xl/sharedStrings.xml", data: sst() }, ...sheetEntries, styles]
      : [
          ...head,
          ...sheetEntries,
          styles,
          ...(strings === "shared-after" ? [{ name: "xl/sharedStrings.xml", data: sst() }] : []),
        ];
  return zipFile(entries);
}
