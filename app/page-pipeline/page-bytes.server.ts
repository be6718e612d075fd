/**
 * A rendered document as the page pipeline reads and rewrites it: its UTF-8 bytes, one character
 * per byte (latin1). Every position in it is a byte offset of the page as sent, so nothing is
 * decoded from UTF-8 or encoded back: Hindi text and the rupee sign stay as the bytes React wrote
 * (docs/decisions/036-cheaper-pages.md, fifth round). What the pipeline looks for (tags, attribute
 * names, the render's mark, class names) is ASCII, and no byte of a multi-byte UTF-8 character is
 * ASCII, so a search finds exactly what it would find in the decoded text.
 */
export type PageBytes = string;

/** The bytes React wrote, as {@link PageBytes}: a copy, one character per byte. */
export function pageBytesOf(rendered: Buffer): PageBytes {
  return rendered.toString("latin1");
}

const NOT_ASCII = /[^\p{ASCII}]/u;

/** Text the pipeline writes into a page, as the {@link PageBytes} of its UTF-8 encoding. */
export function textAsPageBytes(text: string): PageBytes {
  // Nearly always ASCII (the build's stylesheet, module addresses), which is the same in both.
  return NOT_ASCII.test(text) ? Buffer.from(text, "utf8").toString("latin1") : text;
}

/** The page as sent. */
export function bodyOf(page: PageBytes): Buffer<ArrayBuffer> {
  return Buffer.from(page, "latin1");
}
