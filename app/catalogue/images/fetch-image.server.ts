import { lookup as dnsLookup } from "node:dns/promises";
import { open } from "node:fs/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { AddressRefusedError, checkedAddresses, type Resolve, type ResolvedAddress } from "./address-check.server";

export type FetchLimits = {
  /** host:port pairs that may be private or loopback (IMAGE_PRIVATE_HOSTS). */
  allowedPrivate: ReadonlySet<string>;
  /** Largest body read; a longer one is refused. */
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  /** Redirects followed, each checked like the first address. */
  maxRedirects: number;
  /** How host names are resolved (tests give their own). */
  resolve?: Resolve;
};

/** An image that could not be fetched or was refused; the visitor gets an error status and the page its fallback. */
export class ImageFetchError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ImageFetchError";
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const resolveAll: Resolve = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family }));

/**
 * Fetches an image's bytes from a sheet's URL, safe by construction (decision 026): http(s) only,
 * every address of every hop checked before connecting and the connection made to a checked
 * address (no second resolution), at most `maxRedirects` redirects, a byte cap read as the body
 * arrives, one deadline for everything. The body is written to `file` as it arrives, not kept in
 * memory: a photo of several MB held as one Buffer until its resize ended outlived V8's young
 * generation, and the garbage of a burst of first photos then stayed in the process until the next
 * full collection, which an idle server does not make (docs/decisions/036-cheaper-pages.md).
 */
export async function fetchImageFile(source: string, limits: FetchLimits, file: string): Promise<void> {
  const resolve = limits.resolve ?? resolveAll;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new ImageFetchError(`no image within ${limits.timeoutMs} ms`)),
    limits.timeoutMs,
  );
  try {
    let url = new URL(source);
    for (let hop = 0; ; hop++) {
      const addresses = await checkedAddresses(url, limits.allowedPrivate, resolve);
      controller.signal.throwIfAborted();
      const response = await request(url, addresses, controller.signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.resume();
        if (hop >= limits.maxRedirects) throw new ImageFetchError(`more than ${limits.maxRedirects} redirects`);
        url = new URL(location, url);
        continue;
      }
      if (response.statusCode !== 200) {
        response.resume();
        throw new ImageFetchError(`the image host answered ${response.statusCode}`);
      }
      return await writeCapped(response, limits.maxBytes, file);
    }
  } catch (error) {
    if (error instanceof ImageFetchError || error instanceof AddressRefusedError) throw error;
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    if (reason instanceof ImageFetchError) throw reason;
    throw new ImageFetchError(`fetching the image failed: ${String(reason)}`, { cause: reason });
  } finally {
    clearTimeout(timer);
  }
}

/** One GET to one of the checked addresses (the lookup answers with them, never resolving again). */
function request(url: URL, addresses: ResolvedAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { lookup, signal, headers: { accept: "image/*" }, agent: false }, resolve);
    req.on("error", reject);
  });
}

/** The body's chunks, refused as soon as the declared length or the bytes read pass `maxBytes`. */
async function* cappedChunks(response: IncomingMessage, maxBytes: number): AsyncGenerator<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new ImageFetchError(`the image is ${declared} bytes, more than ${maxBytes}`);
  }
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw new ImageFetchError(`the image is more than ${maxBytes} bytes`);
    }
    yield chunk;
  }
}

/** Each chunk written before the next is read, so at most one is held at a time. */
async function writeCapped(response: IncomingMessage, maxBytes: number, file: string): Promise<void> {
  const handle = await open(file, "w");
  try {
    for await (const chunk of cappedChunks(response, maxBytes)) await handle.write(chunk);
  } finally {
    await handle.close();
  }
}
