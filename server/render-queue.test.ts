import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { renderQueue, rendersNoPage } from "./render-queue";

/** A GET answered with its status and body; `signal` aborts it. */
function get(origin: string, path: string, signal?: AbortSignal): Promise<{ status: number; text: string }> {
  return fetch(`${origin}${path}`, { signal }).then(async (response) => ({
    status: response.status,
    text: await response.text(),
  }));
}

/**
 * An app behind the queue whose "renders" finish only when the test says so: `/page/{n}` waits for
 * `finish(n)`; `/healthz` answers at once.
 */
async function startApp(max: number, skip: (path: string) => boolean = (path) => path === "/healthz") {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const arrivals: (() => void)[] = [];
  const closed = new Map<string, Promise<void>>();
  const received = new Map<string, () => void>();
  const app = express();
  // Before the queue: when the server received each request, and when it saw its connection close.
  app.use((req, _res, next) => {
    closed.set(req.path, new Promise<void>((resolve) => req.socket.once("close", () => resolve())));
    received.get(req.path)?.();
    next();
  });
  app.use(renderQueue(skip, max));
  app.get("/healthz", (_req, res) => void res.send("ok"));
  app.get("/price-list.xlsx", (_req, res) => void res.send("workbook"));
  app.post("/order", (_req, res) => void res.send("checked"));
  app.get("/page/:n", (req, res) => {
    const n = req.params.n;
    started.push(n);
    arrivals.splice(0).forEach((arrived) => arrived());
    finishers.set(n, () => void res.send(`page ${n}`));
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** Resolves once `count` pages have started rendering. */
  const startedCount = async (count: number) => {
    while (started.length < count) await new Promise<void>((resolve) => arrivals.push(resolve));
  };
  return {
    origin,
    started,
    startedCount,
    closed: (path: string) => closed.get(path)!,
    /** Resolves once the server has received a request for `path` (call before sending it). */
    receives: (path: string) => new Promise<void>((resolve) => received.set(path, resolve)),
    finish: (n: string) => finishers.get(n)!(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("renderQueue", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it("renders at most `max` pages at once, the others in the order they came, and /healthz meanwhile", async () => {
    const app = await startApp(2);
    close = app.close;
    const pages = ["1", "2", "3", "4"].map((n) => get(app.origin, `/page/${n}`));
    await app.startedCount(2);
    expect(app.started).toHaveLength(2);
    // Two renders hold the queue; a monitor's request does not wait for them.
    expect(await get(app.origin, "/healthz")).toEqual({ status: 200, text: "ok" });
    expect(app.started).toHaveLength(2);

    const [first, second] = app.started as [string, string];
    app.finish(first);
    await app.startedCount(3);
    app.finish(second);
    await app.startedCount(4);
    // The waiting two were admitted in the order they arrived at the queue (after the first two).
    const waited = app.started.slice(2);
    expect(waited.sort()).toEqual(["1", "2", "3", "4"].filter((n) => n !== first && n !== second).sort());
    for (const n of waited) app.finish(n);
    expect((await Promise.all(pages)).map((page) => page.text)).toEqual(["page 1", "page 2", "page 3", "page 4"]);
  });

  it("lets a post through while renders hold the queue (an action may await an order check for seconds)", async () => {
    const app = await startApp(1);
    close = app.close;
    const page = get(app.origin, "/page/1");
    await app.startedCount(1);
    const posted = await fetch(`${app.origin}/order`, { method: "POST" });
    expect(await posted.text()).toBe("checked");
    expect(app.started).toEqual(["1"]);
    app.finish("1");
    expect((await page).text).toBe("page 1");
  });

  it("does not render the page of a visitor who left while waiting", async () => {
    const app = await startApp(1);
    close = app.close;
    const first = get(app.origin, "/page/1");
    await app.startedCount(1);
    const leaving = new AbortController();
    const secondReceived = app.receives("/page/2");
    const left = get(app.origin, "/page/2", leaving.signal).catch((error: unknown) => error);
    await secondReceived;
    const thirdReceived = app.receives("/page/3");
    const third = get(app.origin, "/page/3");
    await thirdReceived;
    // Both wait behind the first; the second's visitor gives up.
    leaving.abort();
    expect(await left).toBeInstanceOf(Error);
    await app.closed("/page/2");
    app.finish("1");
    await app.startedCount(2);
    expect(app.started).toEqual(["1", "3"]);
    app.finish("3");
    expect((await first).text).toBe("page 1");
    expect((await third).text).toBe("page 3");
  });

  it("lets files through while a page holds the one place, and makes a page's data wait its turn", async () => {
    const app = await startApp(1, rendersNoPage);
    close = app.close;
    const page = get(app.origin, "/page/1");
    await app.startedCount(1);
    // A download (its workbook may take a second in its thread) and /healthz do not wait.
    expect(await get(app.origin, "/price-list.xlsx")).toEqual({ status: 200, text: "workbook" });
    expect(await get(app.origin, "/healthz")).toEqual({ status: 200, text: "ok" });
    // A client navigation's data is a page's loaders: queued behind the render.
    const dataReceived = app.receives("/page/2.data");
    const data = get(app.origin, "/page/2.data");
    await dataReceived;
    expect(app.started).toEqual(["1"]);
    app.finish("1");
    await app.startedCount(2);
    expect(app.started).toEqual(["1", "2.data"]);
    app.finish("2.data");
    expect((await page).text).toBe("page 1");
    expect((await data).text).toBe("page 2.data");
  });

  it("knows a file from a page by its address", () => {
    for (const file of [
      "/medicines/price-list.xlsx",
      "/hi/medicines/changes.atom",
      "/sitemap.xml",
      "/catalogue.json",
    ]) {
      expect(rendersNoPage(file)).toBe(true);
    }
    for (const page of ["/medicines", "/medicines/dolo-650", "/medicines.data", "/hi/medicines/calpol-2.5", "/"]) {
      expect(rendersNoPage(page)).toBe(false);
    }
    expect(rendersNoPage("/healthz")).toBe(true);
  });
});
