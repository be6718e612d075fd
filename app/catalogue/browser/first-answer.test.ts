import { describe, expect, it } from "vitest";
import { firstAnswer } from "./first-answer";

/** A promise settled from outside, to order the two answers as a test needs. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const offline = () => new TypeError("Failed to fetch");

describe("the first of the server's and the copy's answers", () => {
  it("takes the server's when it comes first, and the copy's when that comes first", async () => {
    const server = later<string>();
    const copy = later<string | null>();
    const answer = firstAnswer(server.promise, copy.promise);
    server.resolve("server page");
    copy.resolve("copy page");
    await expect(answer).resolves.toBe("server page");

    const server2 = later<string>();
    const copy2 = later<string | null>();
    const answer2 = firstAnswer(server2.promise, copy2.promise);
    copy2.resolve("copy page");
    server2.resolve("server page");
    await expect(answer2).resolves.toBe("copy page");
  });

  it("waits for the server when the copy has nothing", async () => {
    const server = later<string>();
    const answer = firstAnswer(server.promise, Promise.resolve(null));
    await Promise.resolve();
    server.resolve("server page");
    await expect(answer).resolves.toBe("server page");
  });

  it("offline, the copy answers even when it comes after the failure", async () => {
    const server = later<string>();
    const copy = later<string | null>();
    const answer = firstAnswer(server.promise, copy.promise);
    server.reject(offline());
    await Promise.resolve();
    copy.resolve("copy page");
    await expect(answer).resolves.toBe("copy page");
  });

  it("offline with no copy (or a copy that fails), the connection's failure stands", async () => {
    await expect(firstAnswer(Promise.reject(offline()), Promise.resolve(null))).rejects.toThrow("Failed to fetch");
    const copy = later<string | null>();
    const answer = firstAnswer(Promise.reject(offline()), copy.promise);
    copy.reject(new Error("storage"));
    await expect(answer).rejects.toThrow("Failed to fetch");
  });

  it("a redirect or an error response from the server stands, though the copy could answer later", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/medicines" } });
    const copy = later<string | null>();
    const answer = firstAnswer(Promise.reject(redirect), copy.promise);
    await expect(answer).rejects.toBe(redirect);
    copy.resolve("copy page");
  });
});
