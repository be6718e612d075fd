import { describe, expect, it } from "vitest";
import { serialPasses } from "./serial-passes.server";

/** A pass that waits until released, counting its runs. */
function heldPass() {
  const runs: (string | undefined)[] = [];
  let release: () => void = () => {};
  const pass = async (argument: string | undefined) => {
    runs.push(argument);
    await new Promise<void>((resolve) => (release = resolve));
  };
  return { runs, pass, release: () => release() };
}

describe("serial passes", () => {
  it("run one at a time: asked twice while one runs, one more runs after it", async () => {
    const held = heldPass();
    const passes = serialPasses(held.pass, () => {});
    const first = passes.run("a");
    void passes.run("b");
    void passes.run("c");
    expect(held.runs).toEqual(["a"]);
    held.release();
    await Promise.resolve();
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(held.runs).toEqual(["a", "a"]);
    held.release();
    await first;
    expect(held.runs).toHaveLength(2);
  });

  it("report a pass that throws, and run the next when asked", async () => {
    const failures: unknown[] = [];
    let calls = 0;
    const passes = serialPasses(
      async () => {
        calls++;
        if (calls === 1) throw new Error("database away");
      },
      (error) => failures.push(error),
    );
    await passes.run();
    await passes.run();
    expect(calls).toBe(2);
    expect(failures).toEqual([new Error("database away")]);
  });

  it("stop: no pass after it, and it waits for the running one", async () => {
    const held = heldPass();
    const passes = serialPasses(held.pass, () => {});
    void passes.run();
    void passes.run();
    const stopped = passes.stop();
    held.release();
    await stopped;
    expect(held.runs).toHaveLength(1);
  });
});
