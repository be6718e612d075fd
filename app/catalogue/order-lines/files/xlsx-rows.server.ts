import { readZip, type ZipRefusal } from "./zip-size.server";

/**
 * The first sheet of an .xlsx workbook as rows of cell texts, read from memory: the zip by
 * zip-size.server.ts (bounded, nothing written to disk), the sheet's XML by the small scanner below.
 *
 * Why not exceljs's streaming reader: for a workbook saved by Microsoft Excel (its shared strings
 * stored after the sheets) it writes each sheet to a temporary file, and when the reader is left
 * after the first sheet that file and its descriptor stay open for the life of the process (one per
 * upload; a workbook of 1,000 sheets left 550). The scanner reads only what an order needs: each
 * cell's text, in the order of the first sheet listed in the workbook (not the first in the zip).
 */

/** A row of cells' texts, trimmed: index 0 is column A. */
export type Cells = string[];
/** Takes each row in turn; answers false to stop reading. */
export type RowSink = (cells: Cells) => boolean;

export type XlsxRead = { ok: true } | { ok: false; reason: ZipRefusal };

/** Thrown where the XML is not what a spreadsheet program writes (an element never closed). */
class MalformedSheet extends Error {}

const decoder = new TextDecoder("utf-8");
const xmlOf = (bytes: Uint8Array | undefined) => (bytes ? decoder.decode(bytes) : "");

/** The characters XML escapes, and OOXML's own `_xHHHH_` escape of characters XML cannot hold. */
function xmlText(raw: string): string {
  return raw
    .replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|(amp|lt|gt|quot|apos));/gi, (_, decimal, hex, name) => {
      if (name) return NAMED_ENTITIES[(name as string).toLowerCase()] ?? "";
      const code = decimal ? Number(decimal) : parseInt(hex as string, 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : "";
    })
    .replace(/_x([\da-f]{4})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

type Element = { attributes: string; body: string; start: number; end: number };

/**
 * The next element `name` (with the document's namespace prefix, if any) from `from`, before `to`:
 * its start tag's attributes, its content and where it ends. Found with indexOf, each search moving
 * forward: no pattern that could look back over a large sheet.
 */
function nextElement(xml: string, name: string, from: number, to = xml.length): Element | null {
  const open = `<${name}`;
  let at = xml.indexOf(open, from);
  while (at >= 0 && at < to) {
    const after = xml.charCodeAt(at + open.length);
    // ">" "/" or white space: this element, not one whose name starts the same ("<c" of "<cols").
    if (after === 0x3e || after === 0x2f || after === 0x20 || after === 0x09 || after === 0x0a || after === 0x0d) break;
    at = xml.indexOf(open, at + 1);
  }
  if (at < 0 || at >= to) return null;
  const tagEnd = xml.indexOf(">", at);
  if (tagEnd < 0 || tagEnd >= to) throw new MalformedSheet(name);
  if (xml.charCodeAt(tagEnd - 1) === 0x2f) {
    return { attributes: xml.slice(at + open.length, tagEnd - 1), body: "", start: at, end: tagEnd + 1 };
  }
  const close = `</${name}>`;
  const closeAt = xml.indexOf(close, tagEnd);
  if (closeAt < 0 || closeAt >= to) throw new MalformedSheet(name);
  return {
    attributes: xml.slice(at + open.length, tagEnd),
    body: xml.slice(tagEnd + 1, closeAt),
    start: at,
    end: closeAt + close.length,
  };
}

function* elements(xml: string, name: string): Generator<Element> {
  let from = 0;
  for (let element = nextElement(xml, name, from); element; element = nextElement(xml, name, from)) {
    yield element;
    from = element.end;
  }
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    .exec(attributes)
    ?.slice(1)
    .find((v) => v !== undefined);

/** The namespace prefix the document uses for its main elements ("x:" from `<x:worksheet`), or none. */
const prefixOf = (xml: string, root: string) => new RegExp(`<([\\w.-]+:)?${root}[\\s>]`).exec(xml)?.[1] ?? "";

/** A string item's or inline string's text: its `<t>` runs, without phonetic guides (`<rPh>`). */
function stringItemText(body: string, prefix: string): string {
  let text = "";
  let from = 0;
  // The next guide, found once and moved forward: each search starts where the last ended.
  let guide = nextElement(body, `${prefix}rPh`, 0);
  for (let run = nextElement(body, `${prefix}t`, from); run; run = nextElement(body, `${prefix}t`, from)) {
    while (guide && guide.end <= run.start) guide = nextElement(body, `${prefix}rPh`, guide.end);
    if (guide && guide.start < run.start) {
      from = guide.end; // this run is the guide's
      continue;
    }
    text += xmlText(run.body);
    from = run.end;
  }
  return text;
}

/** "B12" → 1: the column of a cell reference. */
function columnOf(reference: string | undefined): number | null {
  const letters = reference ? /^([A-Z]{1,3})\d*$/i.exec(reference)?.[1] : undefined;
  if (!letters) return null;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

/** Where the workbook's first sheet is: the first `<sheet>` of workbook.xml, through its relationship. */
function firstSheetPath(entries: Map<string, Uint8Array>): string | null {
  const workbook = xmlOf(entries.get("xl/workbook.xml"));
  const rels = xmlOf(entries.get("xl/_rels/workbook.xml.rels"));
  const prefix = prefixOf(workbook, "workbook");
  const first = nextElement(workbook, `${prefix}sheet`, 0);
  const id = first && (attribute(first.attributes, "r:id") ?? attribute(first.attributes, "[\\w-]+:id"));
  for (const rel of id ? elements(rels, "Relationship") : []) {
    if (attribute(rel.attributes, "Id") !== id) continue;
    const target = attribute(rel.attributes, "Target") ?? "";
    return target.startsWith("/") ? target.slice(1) : `xl/${target.replace(/^\.\//, "")}`;
  }
  // No workbook part to say: the sheet of the lowest number.
  const sheets = [...entries.keys()].filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  return sheets.sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))[0] ?? null;
}

/** The shared strings, read forward only as far as a cell asks: a sheet cut at the order's limit reads few. */
function sharedStrings(xml: string): (index: number) => string {
  const prefix = prefixOf(xml, "sst");
  const strings: string[] = [];
  let from = 0;
  return (index) => {
    while (strings.length <= index) {
      const item = nextElement(xml, `${prefix}si`, from);
      if (!item) return "";
      strings.push(stringItemText(item.body, prefix));
      from = item.end;
    }
    return strings[index]!;
  };
}

/** A cell's text by its type: a shared string, an inline string, a boolean, an error (none), a number or text. */
function cellText(cell: Element, prefix: string, shared: (index: number) => string): string {
  const type = attribute(cell.attributes, "t") ?? "n";
  if (type === "inlineStr") {
    const inline = nextElement(cell.body, `${prefix}is`, 0);
    return inline ? stringItemText(inline.body, prefix) : "";
  }
  const value = nextElement(cell.body, `${prefix}v`, 0)?.body;
  if (value === undefined || type === "e") return "";
  if (type === "s") return /^\s*\d+\s*$/.test(value) ? shared(Number(value)) : "";
  if (type === "b") return value.trim() === "1" ? "TRUE" : "FALSE";
  if (type === "d") return xmlText(value).slice(0, 10);
  return xmlText(value);
}

/**
 * Reads the first sheet of an .xlsx (at most `maxUnpackedBytes` unpacked) and gives its rows to
 * `take` in order, each as its cells' trimmed texts (an empty row as an empty array), until it
 * answers false or the sheet ends.
 */
export function readXlsxRows(bytes: Uint8Array, maxUnpackedBytes: number, take: RowSink): XlsxRead {
  const needed = (name: string) =>
    name === "xl/workbook.xml" ||
    name === "xl/_rels/workbook.xml.rels" ||
    name === "xl/sharedStrings.xml" ||
    /^xl\/worksheets\/[^/]+\.xml$/.test(name);
  const zip = readZip(bytes, maxUnpackedBytes, needed);
  if (!zip.ok) return zip;
  try {
    const sheetPath = firstSheetPath(zip.entries);
    const sheet = xmlOf(sheetPath ? zip.entries.get(sheetPath) : undefined);
    if (sheet === "") return { ok: false, reason: "damaged" };
    const prefix = prefixOf(sheet, "worksheet");
    const shared = sharedStrings(xmlOf(zip.entries.get("xl/sharedStrings.xml")));
    const data = nextElement(sheet, `${prefix}sheetData`, 0);
    for (const row of data ? elements(data.body, `${prefix}row`) : []) {
      const cells: Cells = [];
      let next = 0;
      for (const cell of elements(row.body, `${prefix}c`)) {
        const column = columnOf(attribute(cell.attributes, "r")) ?? next;
        next = column + 1;
        if (column >= MAX_COLUMNS) continue;
        while (cells.length < column) cells.push("");
        cells[column] = cellText(cell, prefix, shared).trim();
      }
      if (!take(cells)) break;
    }
    return { ok: true };
  } catch (error) {
    if (error instanceof MalformedSheet) return { ok: false, reason: "damaged" };
    throw error;
  }
}

/** At most this many columns are read (A to CV): an order's name and quantity are in the first few. */
const MAX_COLUMNS = 100;
