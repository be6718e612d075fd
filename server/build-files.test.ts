import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFiles } from "./build-files";

describe("buildFiles", () => {
  let dir: string;
  let origin: string;
  let close: () => void;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "build-files-"));
    writeFileSync(path.join(dir, "icon.svg"), "<svg/>");
    writeFileSync(path.join(dir, "two words.txt"), "spaced");
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "app-123.js"), "console.log(1)");
    const app = express();
    app.use(buildFiles(dir, { maxAge: "1h" }));
    app.use((req, res) => {
      res.status(404).type("text/plain").send(`page ${req.path}`);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the files of the folder, nested ones and escaped names included, with the given caching", async () => {
    const icon = await fetch(`${origin}/icon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await icon.text()).toBe("<svg/>");
    expect(await (await fetch(`${origin}/assets/app-123.js`)).text()).toBe("console.log(1)");
    expect(await (await fetch(`${origin}/two%20words.txt`)).text()).toBe("spaced");
  });

  it("passes every other request on to the next handler", async () => {
    for (const requestPath of ["/", "/medicines", "/medicines/42", "/missing.svg", "/%E0%A4%A"]) {
      const response = await fetch(`${origin}${requestPath}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toMatch(/^page /);
    }
  });

  it("serves no file created after it started: the build does not change while the server runs", async () => {
    writeFileSync(path.join(dir, "later.txt"), "new");
    expect((await fetch(`${origin}/later.txt`)).status).toBe(404);
  });
});
