import { tokenize, type Token } from "~/catalogue/text/tokens";
import { isUnit, strengthKey } from "~/catalogue/text/strengths";
import { canonicalWord } from "~/catalogue/query/search/spelling";
import { FORM_MARKS, FORM_QUALIFIERS, FORM_WORDS, RELEASE_WORDS } from "~/catalogue/text/form-words";

/**
 * A name as the order matcher compares it (docs/decisions/017-order-lines.md): its words and
 * numbers in order, form words, their marks and qualifiers left out ("Tablet", "syp", "DT",
 * "Chewable": the search has checked the form), the words between two numbers or form words run together so that "Pan D",
 * "Pan-D" and "PanD" are one item, and a number with its unit kept as one strength ("1gm" is
 * "1000mg").
 */
export type NameItem = { kind: "words"; text: string } | { kind: "number"; value: string; strength?: string };

/** A word as the search spells it, or a replacement for it (a Devanagari word's Latin reading). */
export type WordSpelling = (token: Token, text: string) => string;

const asSearched: WordSpelling = (token) => canonicalWord(token.text);

export function nameItems(text: string, spell: WordSpelling = asSearched): NameItem[] {
  const tokens = tokenize(text);
  const items: NameItem[] = [];
  let run = "";
  const endRun = () => {
    if (run) items.push({ kind: "words", text: run });
    run = "";
  };
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at]!;
    if (token.kind === "number") {
      endRun();
      const next = tokens[at + 1];
      const unit = next && (next.kind === "percent" || (next.kind === "word" && isUnit(next.text))) ? next.text : null;
      const strength = unit === null ? undefined : strengthKey(token.text, unit);
      items.push(strength ? { kind: "number", value: token.text, strength } : { kind: "number", value: token.text });
      if (strength) at++;
      continue;
    }
    if (token.kind !== "word") continue;
    // A form mark only beside a form word ("Tablet DT", "dt tab"): "Incid-MD" names a medicine beside "Incid-L".
    const besideForm = [tokens[at - 1], tokens[at + 1]].some(
      (near) => near?.kind === "word" && FORM_WORDS.has(near.text),
    );
    if (FORM_WORDS.has(token.text) || FORM_QUALIFIERS.has(token.text) || (besideForm && FORM_MARKS.has(token.text))) {
      endRun();
      continue;
    }
    run += spell(token, text);
  }
  endRun();
  return items;
}

/** Whether two items say the same: the same words, or the same number (the same amount when both have units). */
export function sameItem(a: NameItem, b: NameItem): boolean {
  if (a.kind === "words") return b.kind === "words" && a.text === b.text;
  if (b.kind === "words") return false;
  return a.strength && b.strength ? a.strength === b.strength : a.value === b.value;
}

/** The line names the medicine exactly: the same items in the same order. */
export function namesExactly(line: readonly NameItem[], name: readonly NameItem[]): boolean {
  return line.length === name.length && line.every((item, at) => sameItem(item, name[at]!));
}

/**
 * The line names the medicine exactly, and no bare number of the line stands for a volume of the
 * name: "Emeset 4" names "Emeset 4 Tablet" so, but "Emeset Injection 4ml" only by the 4 ml its
 * ampoule holds. (A bare number for a strength in mg stays a match: "Azithral 500" names both
 * "Azithral 500 Tablet" and "Azithral 500mg Injection", and the buyer chooses.)
 */
export function namesByStrength(line: readonly NameItem[], name: readonly NameItem[]): boolean {
  return (
    namesExactly(line, name) &&
    line.every((item, at) => {
      const named = name[at]!;
      return !(
        item.kind === "number" &&
        item.strength === undefined &&
        named.kind === "number" &&
        named.strength?.startsWith("volume:")
      );
    })
  );
}

/**
 * A name's items without the release words that end it ("Pan-D Capsule PR" → "Pan-D"): what names
 * the medicine when no medicine of the brand is named without them (match-order-line.ts).
 */
export function withoutRelease(name: readonly NameItem[]): readonly NameItem[] {
  let end = name.length;
  while (end > 1 && name[end - 1]!.kind === "words" && RELEASE_WORDS.has((name[end - 1] as { text: string }).text))
    end--;
  return end === name.length ? name : name.slice(0, end);
}

/**
 * The medicine's name is the line with strengths added: the same first item (the brand), then
 * the line's items in order, and nothing else but numbers ("Okamet" in "Okamet 500 Tablet"). A
 * name with another word ("Jubiflam Plus", "Nervotop Tablet SR", "Amlong-MT 5") is a variant the
 * line did not name.
 */
export function namesWithin(line: readonly NameItem[], name: readonly NameItem[]): boolean {
  if (line.length === 0 || name.length < line.length || !sameItem(line[0]!, name[0]!)) return false;
  let at = 1;
  for (const item of line.slice(1)) {
    while (at < name.length && !sameItem(item, name[at]!)) {
      if (name[at]!.kind !== "number") return false;
      at++;
    }
    if (at === name.length) return false;
    at++;
  }
  return name.slice(at).every((extra) => extra.kind === "number");
}

/** Whether the name has the number as one of its own numbers ("Dolo 650" has 650; its pack's 15 is not in its name). */
export function hasNumber(name: readonly NameItem[], value: string): boolean {
  return name.some((item) => item.kind === "number" && item.value === value);
}
