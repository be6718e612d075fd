import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { textPieces } from "./text-pieces";

describe("textPieces", () => {
  const text = "Dolo 650 😀 पैरासिटामोल 😀😀 \ud800 lone surrogate, then more 😀".repeat(7);

  it("cut the text in pieces that join back to it, never between a surrogate pair's halves", () => {
    for (const size of [1, 2, 3, 5, 8, 1000]) {
      const pieces = [...textPieces(text, size)];
      expect(pieces.join("")).toBe(text);
      for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(Math.max(2, size));
      // UTF-8 of the pieces is the whole text's, so a hash fed piece by piece is the same hash.
      const hash = createHash("sha256");
      for (const piece of pieces) hash.update(piece);
      expect(hash.digest("hex")).toBe(createHash("sha256").update(text).digest("hex"));
      expect(pieces.map((piece) => JSON.stringify(piece).slice(1, -1)).join("")).toBe(
        JSON.stringify(text).slice(1, -1),
      );
    }
  });

  it("give nothing for an empty text", () => {
    expect([...textPieces("", 10)]).toEqual([]);
  });
});
