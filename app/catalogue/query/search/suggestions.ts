import type { Matcher } from "./matching";
import { smallestByRank } from "./name-order";
import { aliasAt, type SearchIndex } from "./search-index";
import { compactOf, HEAD_MASKS, headOf } from "./search-keys";
import {
  COMPOSITION,
  MANUFACTURER,
  type PreparedSearch,
  type PrepareOptions,
  type SearchRecord,
  type SearchSuggestion,
} from "./search-types";
import { tokenize } from "~/catalogue/text/tokens";

/**
 * The shortest last word for which compositions and manufacturers are offered (docs/product.md
 * 10.6). One letter begins about a twentieth of the catalogue's words: counting their medicines is
 * the costliest answer the header could be asked for (over 100 ms at 100k rows), and a composition
 * is not recognised by its first letter anyway. Medicines are still offered from the first letter.
 */
export const GROUP_SUGGESTION_MIN_LETTERS = 2;

/** What is offered while a search is typed: medicines, compositions and manufacturers, and catalogue words. */
export class Suggestions {
  constructor(
    private readonly index: SearchIndex,
    private readonly records: readonly SearchRecord[],
    private readonly matcher: Matcher,
    private readonly prepare: (text: string, options: PrepareOptions) => PreparedSearch,
  ) {}

  /**
   * Up to `limit` suggestions for what is being typed, whose last word or number may be
   * unfinished ("dolo 6"): medicines whose name starts with it, or with its last word when the
   * words before match elsewhere ("micro dol": Micro Labs' Dolo), in `nameRank` order when
   * given, else by name; then the compositions and manufacturers, most medicines first, holding
   * a word that starts with the last word ({@link GROUP_SUGGESTION_MIN_LETTERS} letters at least). The
   * words before the last must match as in a search.
   */
  suggest(text: string, limit = 8, nameRank?: Uint32Array): SearchSuggestion[] {
    const whole = this.prepare(text, { correct: false });
    const last = tokenize(text).at(-1);
    if (whole.compact.length === 0 || limit <= 0 || !last) return [];
    // The words before the last one filter as in a search; the last one is only a beginning.
    const base = this.matcher.matches(this.prepare(text.slice(0, last.start), { correct: false }));
    const lastCompact = compactOf([last]);
    const head = headOf(lastCompact);
    const headMask = HEAD_MASKS[Math.min(lastCompact.length, 4)]!;
    const starting: number[] = [];
    for (let index = 0; index < base.length; index++) {
      const position = base[index]!;
      const name = this.index.nameCompacts[position]!;
      if (((this.index.nameHeads[position]! ^ head) & headMask) === 0 && name.startsWith(lastCompact))
        starting.push(position);
      else if (whole.compact !== lastCompact && name.startsWith(whole.compact)) starting.push(position);
    }
    const ordered = nameRank
      ? [...smallestByRank(Uint32Array.from(starting), nameRank, Math.min(starting.length, limit * 4))]
      : starting.sort((a, b) => (this.records[a]!.name < this.records[b]!.name ? -1 : 1)).slice(0, limit * 4);
    const suggestions: SearchSuggestion[] = [];
    const names = new Set<string>();
    for (const position of ordered) {
      if (suggestions.length >= Math.ceil(limit / 2)) break;
      const name = this.records[position]!.name;
      if (names.has(name)) continue;
      names.add(name);
      suggestions.push({ kind: "medicine", label: name, position });
    }
    if (last.kind === "word" && last.text.length >= GROUP_SUGGESTION_MIN_LETTERS) {
      // Only records holding a word that starts with the last word (as spelled, not a joined
      // pair) are counted: read from those words' postings, kept when in the base.
      const ids: number[] = [];
      const needle = `\n${last.text}`;
      for (
        let hit = this.index.aliasText.indexOf(needle);
        hit >= 0;
        hit = this.index.aliasText.indexOf(needle, hit + 1)
      ) {
        const alias = aliasAt(this.index, hit + 1);
        if (!this.index.aliasJoined[alias]) ids.push(this.index.aliasKeys[alias]!);
      }
      const baseEpoch = this.matcher.nextEpoch();
      for (let index = 0; index < base.length; index++) this.matcher.stamps[base[index]!] = baseEpoch;
      for (const [kind, bit] of [
        ["composition", COMPOSITION],
        ["manufacturer", MANUFACTURER],
      ] as const) {
        const field = kind === "composition" ? "genericName" : "manufacturer";
        const counted = new Uint8Array(this.index.size);
        const labels = new Map<string, number>();
        for (const id of ids) {
          const end = this.index.postingOffsets[id + 1]!;
          for (let posting = this.index.postingOffsets[id]!; posting < end; posting++) {
            const position = this.index.postingRecords[posting]!;
            if (
              !(this.index.postingFields[posting]! & bit) ||
              this.matcher.stamps[position] !== baseEpoch ||
              counted[position]
            )
              continue;
            counted[position] = 1;
            const label = this.records[position]![field];
            labels.set(label, (labels.get(label) ?? 0) + 1);
          }
        }
        const ranked = [...labels].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
        for (const [label, count] of ranked.slice(0, 2)) suggestions.push({ kind, label, count });
      }
    }
    return suggestions.slice(0, limit);
  }

  /** Distinct words of the catalogue (as they are spelled there) starting with `prefix`, most medicines first. */
  wordsStartingWith(prefix: string, limit = 8): { word: string; count: number }[] {
    const needle = tokenize(prefix)[0];
    if (!needle || needle.kind !== "word") return [];
    const found: { word: string; count: number }[] = [];
    const seen = new Set<number>();
    for (let hit = this.index.aliasText.indexOf(`\n${needle.text}`); hit >= 0;) {
      const alias = aliasAt(this.index, hit + 1);
      const id = this.index.aliasKeys[alias]!;
      if (!this.index.aliasJoined[alias] && !seen.has(id)) {
        seen.add(id);
        found.push({
          word: this.index.aliasDisplay[alias]!,
          count: this.index.postingOffsets[id + 1]! - this.index.postingOffsets[id]!,
        });
      }
      hit = this.index.aliasText.indexOf(`\n${needle.text}`, hit + 1);
    }
    return found.sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : 1)).slice(0, limit);
  }
}
