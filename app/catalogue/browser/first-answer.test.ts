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

/** The copy's side of the race: its answer when the test settles it, and whether it was still wanted then. */
function copyAnswering() {
  const ready = later<string | null>();
  const wanted: boolean[] = [];
  const fromCopy = async (stillWanted: () => boolean) => {
    const page = await ready.promise;
    wanted.push(stillWanted());
    return stillWanted() ? page : null;
  };
  return { ready, wanted, fromCopy };
}

describe("the first of the server's and the copy's answers", () => {
  it("takes the server's when it comes first, and the copy is told its page is no longer wanted", async () => {
    const server = later<string>();
    const copy = copyAnswering();
    const answer = firstAnswer(server.promise, copy.fromCopy);
    server.resolve("server page");
    await expect(answer).resolves.toBe("server page");
    copy.ready.resolve("copy page");
    await copy.ready.promise;
    await Promise.resolve();
    expect(copy.wanted).toEqual([false]);
  });

  it("takes the copy's when it comes first", async () => {
    const server = later<string>();
    const copy = copyAnswering();
    const answer = firstAnswer(server.promise, copy.fromCopy);
    copy.ready.resolve("copy page");
    await expect(answer).resolves.toBe("copy page");
    expect(copy.wanted).toEqual([true]);
    server.resolve("server page");
  });

  it("waits for the server when the copy has nothing", async () => {
    const server = later<string>();
    const answer = firstAnswer(server.promise, async () => null);
    await Promise.resolve();
    server.resolve("server page");
    await expect(answer).resolves.toBe("server page");
  });

  it("offline, the copy answers even when it comes after the failure", async () => {
    const server = later<string>();
    const copy = copyAnswering();
    const answer = firstAnswer(server.promise, copy.fromCopy);
    server.reject(offline());
    await Promise.resolve();
    copy.ready.resolve("copy page");
    await expect(answer).resolves.toBe("copy page");
    expect(copy.wanted).toEqual([true]);
  });

  it("offline with no copy (or a copy that fails), the connection's failure stands", async () => {
    await expect(firstAnswer(Promise.reject(offline()), async () => null)).rejects.toThrow("Failed to fetch");
    const copy = later<string | null>();
    const answer = firstAnswer(Promise.reject(offline()), () => copy.promise);
    copy.reject(new Error("storage"));
    await expect(answer).rejects.toThrow("Failed to fetch");
  });

  it("a redirect or an error response from the server stands, though the copy could answer later", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/medicines" } });
    const copy = copyAnswering();
    const answer = firstAnswer(Promise.reject(redirect), copy.fromCopy);
    await expect(answer).rejects.toBe(redirect);
    copy.ready.resolve("copy page");
    await copy.ready.promise;
    await Promise.resolve();
    expect(copy.wanted).toEqual([false]);
  });
});
