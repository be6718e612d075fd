import { describe, expect, it } from "vitest";
import { runInSlices, runNow, sortSteps, type Steps } from "./slices";

function* countTo(limit: number, log: string[]): Steps<number> {
  let sum = 0;
  for (let value = 1; value <= limit; value++) {
    sum += value;
    log.push(`step ${value}`);
    yield;
  }
  return sum;
}

describe("runNow and runInSlices", () => {
  it("give the same result from the same steps", async () => {
    expect(runNow(countTo(5, []))).toBe(15);
    expect(await runInSlices(countTo(5, []), { budgetMs: 0 })).toBe(15);
  });

  it("let a timer scheduled before the work run before the work ends", async () => {
    const log: string[] = [];
    setImmediate(() => log.push("timer"));
    const done = runInSlices(countTo(3, log), { budgetMs: 0 });
    log.push("called");
    await done;
    // Synchronously the first slice only; the timer's turn comes before the last step.
    expect(log.indexOf("timer")).toBeGreaterThan(log.indexOf("called"));
    expect(log.indexOf("timer")).toBeLessThan(log.indexOf("step 3"));
  });

  it("give the next slice the budget a pause grants (an idle period's time), else the usual one", async () => {
    const pauses: string[] = [];
    expect(await runInSlices(countTo(5, []), { budgetMs: 0, pause: async () => (pauses.push("all"), Infinity) })).toBe(
      15,
    );
    // One pause after the first step; the rest ran in the slice it granted.
    expect(pauses).toEqual(["all"]);
    pauses.length = 0;
    await runInSlices(countTo(3, []), { budgetMs: 0, pause: async () => (pauses.push("usual"), undefined) });
    expect(pauses).toEqual(["usual", "usual", "usual"]);
  });

  it("reject with the error the steps throw, as runNow throws it", async () => {
    function* failing(): Steps<number> {
      yield;
      throw new TypeError("broken row");
    }
    expect(() => runNow(failing())).toThrow(new TypeError("broken row"));
    await expect(runInSlices(failing(), { budgetMs: 0 })).rejects.toThrow(new TypeError("broken row"));
  });
});

describe("sortSteps", () => {
  it("orders like the native stable sort, ties in input order, over many runs", () => {
    // Deterministic values with many ties, longer than several runs of the merge.
    const items = Array.from({ length: 3000 }, (_, index) => ({ key: (index * 7919) % 97, index }));
    const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
    const sorted = runNow(sortSteps(items, byKey));
    expect(sorted).toEqual(items.slice().sort(byKey));
    expect(items[0]).toEqual({ key: 0, index: 0 }); // the input is left as it was
  });

  it("sorts with a collator as Array.prototype.sort does, including names that collate equal", () => {
    const collator = new Intl.Collator("en-IN", { sensitivity: "base", numeric: true });
    const names = Array.from({ length: 1500 }, (_, index) =>
      ["Dolo 650", "dolo 650", "Dolo 65", "Azee 500", "Pan-D", "pan d", "Tab 10", "Tab 2"][index % 8]!.concat(
        index % 3 === 0 ? "" : ` ${index % 11}`,
      ),
    );
    expect(runNow(sortSteps(names, collator.compare))).toEqual(names.slice().sort(collator.compare));
  });

  it("handles an empty list and a single item", () => {
    expect(runNow(sortSteps([], (a: number, b: number) => a - b))).toEqual([]);
    expect(runNow(sortSteps([3], (a: number, b: number) => a - b))).toEqual([3]);
  });
});
