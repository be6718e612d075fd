/**
 * A long text (a sheet's 7 MB of gviz) in pieces of about `size` code units, so that hashing or
 * writing it can pause between pieces (app/catalogue/loading/slices.ts). A piece never ends between the
 * two halves of a surrogate pair, so the pieces' UTF-8 (or JSON) joined is exactly the whole's.
 */
export function* textPieces(text: string, size: number): Generator<string, void, void> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + Math.max(2, size), text.length);
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1)) && isLowSurrogate(text.charCodeAt(end))) {
      end -= 1;
    }
    yield text.slice(start, end);
    start = end;
  }
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
