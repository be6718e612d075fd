import { describe, expect, it, vi } from "vitest";
import { receiveSearchMiss } from "./endpoint.server";

const URL = "http://localhost/search-misses";

function service(outcome: "recorded" | "rate-limited" = "recorded") {
  return { report: vi.fn(async (_search: string, _address: string) => outcome) };
}

const post = (body: BodyInit | null, headers?: HeadersInit) => new Request(URL, { method: "POST", body, headers });

describe("POST /search-misses", () => {
  it("counts the text of a form or beacon body and answers 204", async () => {
    const misses = service();
    const response = await receiveSearchMiss(post(new URLSearchParams({ search: "Zolgensma" })), misses, "203.0.113.7");
    expect(response.status).toBe(204);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(misses.report).toHaveBeenCalledWith("Zolgensma", "203.0.113.7");
  });

  it("accepts 200 characters and refuses 201, empty or missing text with 400", async () => {
    const misses = service();
    expect((await receiveSearchMiss(post(new URLSearchParams({ search: "a".repeat(200) })), misses, "x")).status).toBe(
      204,
    );
    for (const body of [
      new URLSearchParams({ search: "a".repeat(201) }),
      new URLSearchParams({ search: "   " }),
      new URLSearchParams({ other: "x" }),
    ]) {
      expect((await receiveSearchMiss(post(body), misses, "x")).status).toBe(400);
    }
    expect(misses.report).toHaveBeenCalledTimes(1);
  });

  it("answers 400 to a body that is no form", async () => {
    const misses = service();
    const response = await receiveSearchMiss(
      post('{"search":"x"}', { "Content-Type": "application/json" }),
      misses,
      "x",
    );
    expect(response.status).toBe(400);
    expect(misses.report).not.toHaveBeenCalled();
  });

  it("answers 429 over the rate limit", async () => {
    const response = await receiveSearchMiss(
      post(new URLSearchParams({ search: "x" })),
      service("rate-limited"),
      "203.0.113.7",
    );
    expect(response.status).toBe(429);
  });

  it("answers 405 with Allow: POST to other methods", async () => {
    const misses = service();
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await receiveSearchMiss(new Request(URL, { method }), misses, "x");
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST");
    }
    expect(misses.report).not.toHaveBeenCalled();
  });
});
