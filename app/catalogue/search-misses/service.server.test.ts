import { describe, expect, it, vi } from "vitest";
import { createRateLimiter, createSearchMissService } from "./service.server";
import type { SearchMissStore } from "./store.server";

function memoryStore(fail = false) {
  const recorded: string[] = [];
  const store: SearchMissStore = {
    async record(search) {
      if (fail) throw new Error("database is locked");
      recorded.push(search);
    },
    list: async () => [],
    close() {},
  };
  return { store, recorded };
}

const logger = () => ({ error: vi.fn<(details: object, message: string) => void>() });

describe("createRateLimiter", () => {
  it("allows max per key and window, then refuses until the window ends", () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 });
    expect([limiter.take("a", 0), limiter.take("a", 10), limiter.take("a", 999)]).toEqual([true, true, false]);
    expect(limiter.take("b", 999)).toBe(true);
    expect(limiter.take("a", 1000)).toBe(true);
  });

  it("forgets ended windows once it holds many keys", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1000 }, 2);
    expect(limiter.take("a", 0)).toBe(true);
    expect(limiter.take("b", 0)).toBe(true);
    // The map is full; both windows have ended, so "c" starts fresh and "a" may send again.
    expect(limiter.take("c", 2000)).toBe(true);
    expect(limiter.take("a", 2000)).toBe(true);
    expect(limiter.take("a", 2001)).toBe(false);
  });
});

describe("search miss service", () => {
  it("counts reports until an address reaches the limit, by IPv4 address or IPv6 /64 network", async () => {
    const { store, recorded } = memoryStore();
    const service = createSearchMissService(store, logger(), { max: 2, windowMs: 60_000 });
    expect(await service.report("a", "2001:db8:1:2::1")).toBe("recorded");
    expect(await service.report("b", "2001:db8:1:2::ffff")).toBe("recorded");
    expect(await service.report("c", "2001:db8:1:2:3::9")).toBe("rate-limited");
    expect(await service.report("d", "::ffff:203.0.113.7")).toBe("recorded");
    expect(await service.report("e", "203.0.113.7")).toBe("recorded");
    expect(await service.report("f", "203.0.113.7")).toBe("rate-limited");
    expect(recorded).toEqual(["a", "b", "d", "e"]);
  });

  it("notes a miss in the background and logs a failure instead of throwing", async () => {
    const { store } = memoryStore(true);
    const log = logger();
    const service = createSearchMissService(store, log);
    expect(() => service.note("zolgensma")).not.toThrow();
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledWith(expect.anything(), "search miss not recorded"));
  });
});
