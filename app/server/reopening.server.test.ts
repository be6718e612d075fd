import { describe, expect, it } from "vitest";
import { MigrationFailedError } from "./database.server";
import { reopening } from "./reopening.server";

describe("reopening", () => {
  it("stops at a migration refused at the first attempt, but takes one refused later as a reason, for /healthz", async () => {
    const refused = () => new MigrationFailedError('relation "enquiries" already exists');
    const atStart = reopening(async (): Promise<{ close(): void }> => {
      throw refused();
    });
    await expect(atStart.get()).rejects.toThrow('a database migration failed: relation "enquiries" already exists');

    let clock = 0;
    let attempts = 0;
    const later = reopening(
      async (): Promise<{ close(): void }> => {
        // First out of reach, then back with tables the migrations cannot take.
        throw ++attempts === 1 ? new Error("ECONNREFUSED") : refused();
      },
      { baseMs: 1_000, now: () => clock },
    );
    expect(await later.get()).toBeNull();
    clock = 1_000;
    expect(await later.get()).toBeNull();
    expect(later.reason()).toBe('a database migration failed: relation "enquiries" already exists');
  });

  it("tries again only once each pause has passed, the pause doubling with each failure, and shares one attempt", async () => {
    let clock = 0;
    let attempts = 0;
    let broken = true;
    const opened: string[] = [];
    const thing = reopening(
      async () => {
        attempts++;
        if (broken) throw new Error(`SQLITE_FULL: database or disk is full (${attempts})`);
        return { close: () => {} };
      },
      { baseMs: 1_000, maxMs: 3_000, now: () => clock, onOpened: () => opened.push("opened") },
    );
    expect(await Promise.all([thing.get(), thing.get()])).toEqual([null, null]);
    expect(attempts).toBe(1);
    expect(thing.reason()).toBe("SQLITE_FULL: database or disk is full (1)");

    clock = 999;
    expect(await thing.get()).toBeNull();
    expect(attempts).toBe(1);
    clock = 1_000;
    await thing.get();
    expect(attempts).toBe(2);
    // 2 s after the second failure, then at most 3 s.
    clock = 2_999;
    await thing.get();
    expect(attempts).toBe(2);
    clock = 3_000;
    await thing.get();
    expect(attempts).toBe(3);
    clock = 6_000;
    broken = false;
    expect(await thing.get()).not.toBeNull();
    expect(attempts).toBe(4);
    expect(thing.reason()).toBeNull();
    expect(opened).toEqual(["opened"]);
    await thing.get();
    expect(attempts).toBe(4);
  });
});
