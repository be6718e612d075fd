import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { googleSheetUrl, readSource, resolveSource, retryDelay, type FetchPolicy } from "./source.server";

const FAST: FetchPolicy = { timeoutMs: 2_000, retries: 3, baseDelayMs: 1, maxDelayMs: 30_000 };

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = null;
});

/** A loopback HTTP server answering each request with the next of the given answers. */
async function serve(answers: Array<{ status: number; body?: string; hang?: boolean }>) {
  const seen: string[] = [];
  server = createServer((request, response) => {
    seen.push(request.url ?? "");
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)]!;
    if (answer.hang) return;
    response.writeHead(answer.status).end(answer.body ?? "");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sheet`;
  return { url, seen };
}

describe("resolveSource", () => {
  it("uses the bundled sample when nothing is configured", () => {
    const source = resolveSource({});
    expect(source).toMatchObject({ kind: "file", description: "bundled sample data/sample-catalogue.gviz.txt" });
  });

  it("reads an http(s) CATALOGUE_SOURCE as a URL and never shows its query or credentials", () => {
    const source = resolveSource({ CATALOGUE_SOURCE: "https://user:pw@example.com/gviz/tq?key=SECRET" });
    expect(source.kind).toBe("http");
    expect(source.description).toBe("https://example.com/gviz/tq");
  });

  it("reads any other CATALOGUE_SOURCE as a file path", () => {
    expect(resolveSource({ CATALOGUE_SOURCE: "/srv/catalogue.txt" })).toMatchObject({
      kind: "file",
      path: "/srv/catalogue.txt",
    });
  });

  it("turns SHEET_ID and SHEET_GID into the sheet's gviz JSON endpoint with a forced header row", () => {
    const source = resolveSource({ SHEET_ID: "1AbC-d_E", SHEET_GID: "42" });
    // /healthz shows the label; the address, which is all it takes to read the whole sheet, stays in the log.
    expect(source).toMatchObject({ kind: "http", label: "Google Sheet" });
    const url = new URL(source.kind === "http" ? source.url : "");
    expect(url.pathname).toBe("/spreadsheets/d/1AbC-d_E/gviz/tq");
    expect(Object.fromEntries(url.searchParams)).toEqual({ tqx: "out:json", headers: "1", gid: "42" });
    expect(googleSheetUrl("abc")).not.toContain("gid=");
  });

  it("prefers CATALOGUE_SOURCE over SHEET_ID", () => {
    expect(resolveSource({ CATALOGUE_SOURCE: "/a.txt", SHEET_ID: "abc" })).toMatchObject({
      kind: "file",
      path: "/a.txt",
    });
  });
});

describe("retryDelay", () => {
  it("doubles from the base delay and never exceeds the cap", () => {
    const policy = { baseDelayMs: 1_000, maxDelayMs: 30_000 };
    expect([1, 2, 3, 4, 5, 6, 10].map((attempt) => retryDelay(attempt, policy))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});

describe("readSource over HTTP", () => {
  it("returns the body of an OK answer", async () => {
    const { url } = await serve([{ status: 200, body: "hello" }]);
    await expect(readSource({ kind: "http", url, description: url, label: "URL" }, FAST)).resolves.toBe("hello");
  });

  it("retries a failing sheet three times, then reports the status text", async () => {
    const { url, seen } = await serve([{ status: 500 }]);
    await expect(readSource({ kind: "http", url, description: url, label: "URL" }, FAST)).rejects.toThrow(
      "Network response was not ok: Internal Server Error",
    );
    expect(seen).toHaveLength(4);
  });

  it("recovers when a retry succeeds", async () => {
    const { url, seen } = await serve([{ status: 503 }, { status: 502 }, { status: 200, body: "ok" }]);
    await expect(readSource({ kind: "http", url, description: url, label: "URL" }, FAST)).resolves.toBe("ok");
    expect(seen).toHaveLength(3);
  });

  it("does not retry an answer that will not change, such as 404", async () => {
    const { url, seen } = await serve([{ status: 404 }]);
    await expect(readSource({ kind: "http", url, description: url, label: "URL" }, FAST)).rejects.toThrow(
      "Network response was not ok: Not Found",
    );
    expect(seen).toHaveLength(1);
  });

  it("gives up on a sheet that never answers after the timeout", async () => {
    const { url, seen } = await serve([{ status: 200, hang: true }]);
    await expect(
      // Long enough for each attempt to reach the server even on a busy machine.
      readSource({ kind: "http", url, description: url, label: "URL" }, { ...FAST, timeoutMs: 500, retries: 1 }),
    ).rejects.toThrow("Network request timed out after 500 ms");
    expect(seen).toHaveLength(2);
  });

  it("reports a refused connection as a network failure", async () => {
    const { url } = await serve([{ status: 200 }]);
    await new Promise((resolve) => server!.close(resolve));
    server = null;
    await expect(
      readSource({ kind: "http", url, description: url, label: "URL" }, { ...FAST, retries: 0 }),
    ).rejects.toThrow(/^Network request failed/);
  });
});
