import { brotliDecompressSync, gunzipSync } from "node:zlib";

/** A response body as sent, decoded from its Content-Encoding (br, gzip, or none). */
export function decodedBody(body: Buffer, contentEncoding: string | undefined): Buffer {
  if (body.byteLength === 0) return body;
  if (contentEncoding === "br") return brotliDecompressSync(body);
  return contentEncoding === "gzip" ? gunzipSync(body) : body;
}
