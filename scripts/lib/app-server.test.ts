import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVE_ENVIRONMENT, SERVE_NODE_OPTIONS } from "./app-server";

describe("the server as tests and benchmarks start it", () => {
  const serve = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.serve;

  it("has the environment `npm run serve` gives it", () => {
    for (const [name, value] of Object.entries(SERVE_ENVIRONMENT)) expect(serve).toContain(` ${name}=${value} `);
  });

  it("has the options for Node that `npm run serve` gives it", () => {
    expect(serve).toContain(` node ${SERVE_NODE_OPTIONS.join(" ")} server.js`);
  });
});
