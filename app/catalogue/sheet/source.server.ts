import { readFile } from "node:fs/promises";
import path from "node:path";
import { STATUS_CODES } from "node:http";
import { fileURLToPath } from "node:url";
import { SAMPLE_CATALOGUE_PATH, type CatalogueSettings } from "../settings.server";

/**
 * Where the catalogue's gviz text comes from. This is the only module that knows
 * about Google: everything after it sees gviz text, whatever the origin.
 */
export type CatalogueSource = ({ kind: "http"; url: string } | { kind: "file"; path: string }) & {
  /** Where it is, for the server's log and `catalogue:check`: a sheet's address (no query string). */
  description: string;
  /**
   * What kind of source it is, for /healthz, which anyone may read: never the address, which for a
   * sheet shared by link is all it takes to read every column and tab of it.
   */
  label: "Google Sheet" | "URL" | "file" | "bundled sample";
};

export type FetchPolicy = {
  timeoutMs: number;
  /** Retries after the first attempt (docs/product.md §9: 3). */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
};

/** Retries after the first attempt, and the longest wait between two (docs/product.md). */
const RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/** How the configured source is read: the same for the server and `npm run catalogue:check`. */
export function fetchPolicyOf(
  config: Pick<CatalogueSettings, "CATALOGUE_FETCH_TIMEOUT_MS" | "CATALOGUE_RETRY_BASE_MS">,
): FetchPolicy {
  return {
    timeoutMs: config.CATALOGUE_FETCH_TIMEOUT_MS,
    retries: RETRIES,
    baseDelayMs: config.CATALOGUE_RETRY_BASE_MS,
    maxDelayMs: MAX_RETRY_DELAY_MS,
  };
}

/** The gviz endpoint of a public Google Sheet: JSON output, first row as header. */
export function googleSheetUrl(sheetId: string, gid?: string): string {
  const url = new URL(`https://docs.google.com/spreadsheets/d/${encodeURIComponent(sheetId)}/gviz/tq`);
  url.searchParams.set("tqx", "out:json");
  // Without headers=1 Google guesses the header row, and guesses wrong when every column is text.
  url.searchParams.set("headers", "1");
  if (gid) url.searchParams.set("gid", gid);
  return url.toString();
}

/** Resolves the configured source: CATALOGUE_SOURCE, else SHEET_ID, else the bundled sample. */
export function resolveSource(
  config: Pick<CatalogueSettings, "CATALOGUE_SOURCE" | "SHEET_ID" | "SHEET_GID">,
): CatalogueSource {
  const configured = config.CATALOGUE_SOURCE;
  if (configured) {
    if (/^https?:\/\//i.test(configured)) {
      const url = new URL(configured);
      return { kind: "http", url: url.toString(), description: describeUrl(url), label: "URL" };
    }
    const filePath = configured.startsWith("file:") ? fileURLToPath(configured) : path.resolve(configured);
    return { kind: "file", path: filePath, description: `file ${filePath}`, label: "file" };
  }
  if (config.SHEET_ID) {
    const url = new URL(googleSheetUrl(config.SHEET_ID, config.SHEET_GID));
    return { kind: "http", url: url.toString(), description: describeUrl(url), label: "Google Sheet" };
  }
  const samplePath = path.resolve(SAMPLE_CATALOGUE_PATH);
  return {
    kind: "file",
    path: samplePath,
    description: `bundled sample ${SAMPLE_CATALOGUE_PATH}`,
    label: "bundled sample",
  };
}

/** A URL as the log and `catalogue:check` show it: no credentials, no query string (it may carry keys). */
function describeUrl(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname}`;
}

/** Reads the source's gviz text once, with timeout and retries for HTTP sources. */
export async function readSource(source: CatalogueSource, policy: FetchPolicy): Promise<string> {
  if (source.kind === "file") return readFile(source.path, "utf8");
  return fetchWithRetry(source.url, policy);
}

class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(`Network response was not ok: ${statusText}`);
  }
}

/** Statuses worth another attempt: the server may answer differently in a moment. */
function isRetryable(error: unknown): boolean {
  if (error instanceof HttpStatusError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return true; // network failures and timeouts
}

/** Delay before retry n (1-based): exponential, capped (docs/product.md §9). */
export function retryDelay(attempt: number, policy: Pick<FetchPolicy, "baseDelayMs" | "maxDelayMs">): number {
  return Math.min(policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}

async function fetchOnce(url: string, timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json, text/plain, */*" },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      throw new Error(`Network request timed out after ${timeoutMs} ms`);
    }
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    throw new Error(`Network request failed${cause}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    // HTTP/2 has no reason phrase; fall back to the standard one so the message still says what happened.
    throw new HttpStatusError(
      response.status,
      response.statusText || STATUS_CODES[response.status] || String(response.status),
    );
  }
  return response.text();
}

async function fetchWithRetry(url: string, policy: FetchPolicy): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchOnce(url, policy.timeoutMs);
    } catch (error) {
      if (attempt >= policy.retries || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt + 1, policy)));
    }
  }
}
