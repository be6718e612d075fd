import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { createClient } from "@libsql/client";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "./logger.server";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "logger-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A logger as the server's, writing its lines here. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      callback();
    },
  });
  return { logger: createLogger("info", false, destination), lines };
}

const visitor = { name: "Secret Name", email: "secret@example.com", message: "A secret question about Dolo 650" };

describe("the server's log", () => {
  it("logs a failed database statement as one JSON line with the database's reason, without the values it carried", async () => {
    const client = createClient({ url: pathToFileURL(path.join(dir, "test.db")).href });
    const db = drizzle(client);
    await db.run(sql`CREATE TABLE enquiries (name text NOT NULL, email text NOT NULL, message text NOT NULL)`);
    await db.run(sql`CREATE TRIGGER full BEFORE INSERT ON enquiries BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    const error = await db
      .run(sql`INSERT INTO enquiries VALUES (${visitor.name}, ${visitor.email}, ${visitor.message})`)
      .catch((caught: unknown) => caught);
    client.close();
    // drizzle's own message quotes every value: what the log must not repeat.
    expect(String(error)).toContain(visitor.email);

    const { logger, lines } = capturedLogger();
    logger.error({ err: error }, "request failed");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ msg: "request failed", err: { type: "DrizzleQueryError" } });
    expect(line.err.message).toMatch(/^SQLITE_CONSTRAINT\w*: disk full$/);
    expect(line.err.stack).toMatch(/^\s+at /);
    for (const text of Object.values(visitor)) expect(lines[0]).not.toContain(text);
  });

  it("leaves out a visitor's fields should a log call ever pass them", () => {
    const { logger, lines } = capturedLogger();
    logger.warn({ ...visitor, phone: "98765 43210", enquiry: { email: visitor.email }, enquiryId: 7 }, "enquiry");
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      name: "[left out]",
      email: "[left out]",
      enquiry: { email: "[left out]" },
      enquiryId: 7,
    });
    for (const text of [...Object.values(visitor), "98765 43210"]) expect(lines[0]).not.toContain(text);
  });
});
