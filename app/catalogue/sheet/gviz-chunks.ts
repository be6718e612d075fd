/**
 * Cuts a large gviz payload into its envelope and its rows, so that the rows can be parsed a
 * chunk at a time and each chunk's JSON tree dies young instead of the whole sheet's tree being
 * built, kept and promoted at once (a 100k-row sheet: about 130 MB, and a third of the import's
 * time in the collector). Knows JSON text, not gviz: app/catalogue/sheet/gviz.ts reads the pieces.
 */

const ROWS_KEY = '"rows":';
const FIRST_ROW = '{"c":[';
/** Between two rows as Google writes them; never inside a string of valid JSON (its quotes would end it). */
const ROW_SEPARATOR = ']},{"c":[';

/** A payload cut in two: the envelope with an empty rows array, and the rows' JSON text in chunks. */
export type ChunkedPayload = {
  /** The payload with `"rows":[]` in place of its rows. */
  envelope: string;
  /** JSON arrays of at most `rowsPerChunk` rows each, in order. */
  chunks(): Generator<string>;
};

/**
 * Cuts the payload into the envelope (`…"rows":[]…`) and the rows between, split at row
 * separators. If the envelope and every chunk parse, the whole is valid JSON and parses to the
 * envelope with these rows (JSON's grammar is context-free), whatever the separators' places.
 * A scan of the text outside the rows checks that this array is the one JSON.parse reads as
 * `table.rows` (top-level key "table", no later duplicate key). Returns undefined whenever it
 * cannot be sure: the caller then parses the whole, which gives the exact answer or error.
 */
export function splitRows(json: string, rowsPerChunk: number): ChunkedPayload | undefined {
  const keyAt = json.indexOf(ROWS_KEY + "[" + FIRST_ROW);
  if (keyAt < 0) return undefined;
  const arrayAt = keyAt + ROWS_KEY.length;
  const stack: Container[] = [];
  if (!scan(json, 0, keyAt, stack)) return undefined;
  const [top, table] = stack;
  if (stack.length !== 2 || !top?.object || top.key !== "table" || !table?.object) return undefined;
  table.key = "rows";

  // Rows are separated where a separator occurs; the last one ends where its value closes.
  const separators: number[] = [];
  for (let at = json.indexOf(ROW_SEPARATOR, arrayAt); at >= 0; at = json.indexOf(ROW_SEPARATOR, at + 1)) {
    separators.push(at);
  }
  const lastRowAt = separators.length > 0 ? separators[separators.length - 1]! + 3 : arrayAt + 1;
  let closeAt = valueEnd(json, lastRowAt);
  if (closeAt < 0) return undefined;
  while (isJsonWhiteSpace(json.charCodeAt(closeAt))) closeAt += 1;
  if (json.charCodeAt(closeAt) !== 0x5d /* ] */) return undefined;
  // After the rows: no other "rows" in this table, no other "table" (JSON.parse keeps the last).
  if (
    !scan(
      json,
      closeAt + 1,
      json.length,
      stack,
      (depth, key) => !(depth <= 2 && (key === ESCAPED_KEY || key === (depth === 1 ? "table" : "rows"))),
    )
  ) {
    return undefined;
  }

  return {
    envelope: json.slice(0, arrayAt) + "[]" + json.slice(closeAt + 1),
    *chunks() {
      let chunkAt = arrayAt + 1;
      for (let first = 0; first <= separators.length; first += rowsPerChunk) {
        const last = first + rowsPerChunk - 1;
        const chunkEnd = last < separators.length ? separators[last]! + 2 : closeAt;
        yield "[" + json.slice(chunkAt, chunkEnd) + "]";
        chunkAt = chunkEnd + 1;
      }
    },
  };
}

type Container = { object: boolean; key?: string };
const ESCAPED_KEY = "\u0000escaped";

/**
 * Follows the containers of JSON text from `start` to `end` on `stack`, each object with its
 * latest key (keys written with escapes read as {@link ESCAPED_KEY}). `onKey` may veto a key
 * by its depth. False when the text breaks off inside a string.
 */
function scan(
  text: string,
  start: number,
  end: number,
  stack: Container[],
  onKey: (depth: number, key: string) => boolean = () => true,
): boolean {
  let lastString = "";
  for (let at = start; at < end; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 0x22 /* " */) {
      const close = stringEnd(text, at);
      if (close < 0 || close >= end) return false;
      const raw = text.slice(at + 1, close);
      lastString = raw.includes("\\") ? ESCAPED_KEY : raw;
      at = close;
    } else if (code === 0x3a /* : */) {
      const container = stack[stack.length - 1];
      if (container?.object) {
        container.key = lastString;
        if (!onKey(stack.length, lastString)) return false;
      }
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      stack.push({ object: code === 0x7b });
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      stack.pop();
    }
  }
  return true;
}

/** Index of the quote that closes the string opening at `at`, or -1. */
function stringEnd(text: string, at: number): number {
  for (let index = at + 1; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x5c /* \ */) index += 1;
    else if (code === 0x22) return index;
  }
  return -1;
}

/** Index just past the object or array opening at `at`, or -1. */
function valueEnd(text: string, at: number): number {
  let depth = 0;
  for (let index = at; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x22) {
      index = stringEnd(text, index);
      if (index < 0) return -1;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

export function isJsonWhiteSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}
