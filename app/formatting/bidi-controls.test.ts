import { describe, expect, it } from "vitest";
import { withoutBidiControls } from "./bidi-controls";

describe("withoutBidiControls", () => {
  it("removes embeddings, overrides, isolates and marks, and nothing else", () => {
    const controls = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c";
    expect(withoutBidiControls(`Dolo\u202e 650 - 10${controls}`)).toBe("Dolo 650 - 10");
    expect(withoutBidiControls("\u2067१०AAPFU0939F1ZV\u2069")).toBe("१०AAPFU0939F1ZV");
    // Hindi with its joiners, a zero-width joiner and non-joiner, and emoji stay as they are.
    const kept = "डोलो ६५० — क्षेत्र\u200d\u200c 👍";
    expect(withoutBidiControls(kept)).toBe(kept);
  });
});
