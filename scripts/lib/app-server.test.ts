import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVE_ENVIRONMENT } from "./app-server";

describe("the server as tests and benchmarks start it", () => {
  it("has the environment `npm run serve` gives it", () => {
    const serve = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts
      .serve;
    for (const [name, value] of Object.entries(SERVE_ENVIRONMENT)) expect(serve).toContain(` ${name}=${value} `);
  });
});
