import { intBetween, pick, seededRandom } from "../../scripts/lib/random";
import { ORDER_LINE_MAX_WORDS, ORDER_MAX_LINES, ORDER_TEXT_MAX_CHARACTERS } from "~/catalogue/order-lines/order-input";

/**
 * The costliest order a buyer may paste (docs/performance.md, "Order checks"): 500 lines of 20
 * words, each word one of the catalogue's names' words, a third of them with two letters swapped
 * (a typo the search corrects, its costliest path), within the pasted text's 60,000 characters.
 * Deterministic: the same catalogue gives the same order.
 */
export function worstCaseOrder(medicines: readonly { name: string }[], seed = "worst-case-order"): string {
  const random = seededRandom(seed);
  const words = [
    ...new Set(
      medicines.flatMap((medicine) => medicine.name.split(/[^A-Za-z]+/)).filter((word) => /^[A-Za-z]{3,6}$/.test(word)),
    ),
  ].sort();
  const lineCharacters = Math.floor(ORDER_TEXT_MAX_CHARACTERS / ORDER_MAX_LINES) - 1;
  const lines: string[] = [];
  for (let n = 0; n < ORDER_MAX_LINES; n++) {
    const line: string[] = [];
    while (line.length < ORDER_LINE_MAX_WORDS) {
      let word = pick(random, words);
      if (random() < 1 / 3) {
        const at = intBetween(random, 0, word.length - 2);
        word = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
      }
      // Room left for the words still to come, at least one letter each.
      const used = line.reduce((length, written) => length + written.length + 1, 0);
      const after = 2 * (ORDER_LINE_MAX_WORDS - line.length - 1);
      if (used + word.length + after > lineCharacters) word = word.slice(0, Math.max(1, lineCharacters - used - after));
      line.push(word);
    }
    lines.push(line.join(" "));
  }
  return lines.join("\n");
}
