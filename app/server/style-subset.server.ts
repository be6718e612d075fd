/**
 * The part of the site's stylesheet a rendered page can use (docs/decisions/018-first-card-sooner.md):
 * every rule whose selector starts with a class that no element of the page carries is left out, as
 * it can match nothing there. Tailwind writes each utility as a rule led by its own class
 * (`.md\:block`, `.space-y-2>:not(:last-child)`, `.group-hover\:x:is(:where(.group):hover *)`), so
 * on a catalogue page about 350 of its 680 rules go. Everything else (rules without a leading class,
 * `@property`, `@keyframes`, `@page`, the order of the layers) is kept as written. The browser loads
 * the whole stylesheet before the page's script renders anything new (app/site-stylesheet.ts).
 */

/** A stylesheet split into what can be left out: rules by leading classes, blocks by their rules. */
export type StyleItem =
  | { kind: "text"; text: string }
  | { kind: "rule"; text: string; leadingClasses: readonly string[] | null }
  | { kind: "block"; prelude: string; items: readonly StyleItem[] };

const GROUPING_AT_RULES = /^@(?:layer|media|supports|container)\b/;

/** Splits minified or written CSS into its top-level statements and blocks, once per stylesheet. */
export function parseStyleItems(css: string): StyleItem[] {
  const items: StyleItem[] = [];
  let position = 0;
  while (position < css.length) {
    const { end, brace } = statementEnd(css, position);
    const prelude = css.slice(position, brace ?? end).trim();
    if (brace === undefined) {
      if (prelude) items.push({ kind: "text", text: css.slice(position, end) });
    } else if (GROUPING_AT_RULES.test(prelude)) {
      items.push({ kind: "block", prelude, items: parseStyleItems(css.slice(brace + 1, end - 1)) });
    } else {
      const text = css.slice(position, end);
      items.push(
        prelude.startsWith("@")
          ? { kind: "text", text }
          : { kind: "rule", text, leadingClasses: leadingClassesOf(prelude) },
      );
    }
    position = end;
  }
  return items;
}

/**
 * Where the statement starting at `start` ends (after its `;` or its block's `}`) and, for a block,
 * where its `{` is. Strings, escapes and comments are stepped over.
 */
function statementEnd(css: string, start: number): { end: number; brace?: number } {
  let depth = 0;
  let brace: number | undefined;
  for (let index = start; index < css.length; index++) {
    const char = css[index];
    if (char === "\\") index++;
    else if (char === '"' || char === "'") index = stringEnd(css, index);
    else if (char === "/" && css[index + 1] === "*") index = css.indexOf("*/", index + 2) + 1 || css.length;
    else if (char === "{") {
      brace ??= index;
      depth++;
    } else if (char === "}") {
      depth--;
      if (depth === 0) return { end: index + 1, brace };
      if (depth < 0) return { end: index + 1 };
    } else if (char === ";" && depth === 0) return { end: index + 1 };
  }
  return { end: css.length, brace };
}

function stringEnd(css: string, start: number): number {
  for (let index = start + 1; index < css.length; index++) {
    if (css[index] === "\\") index++;
    else if (css[index] === css[start]) return index;
  }
  return css.length;
}

/**
 * The class each of a selector list's selectors starts with, unescaped; null when one of them
 * starts otherwise (`:root`, `*`, `html`), which keeps the rule whatever the page holds.
 */
export function leadingClassesOf(selectorList: string): string[] | null {
  const classes: string[] = [];
  for (const selector of splitTopLevel(selectorList)) {
    const match = /^\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-]|[^\p{ASCII}])+)/u.exec(selector.trim());
    if (!match) return null;
    classes.push(unescapeIdentifier(match[1]!));
  }
  return classes;
}

function splitTopLevel(selectorList: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let index = 0; index < selectorList.length; index++) {
    const char = selectorList[index];
    if (char === "\\") index++;
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      parts.push(selectorList.slice(from, index));
      from = index + 1;
    }
  }
  parts.push(selectorList.slice(from));
  return parts;
}

function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex === undefined ? char! : String.fromCodePoint(parseInt(hex, 16)),
  );
}

/** The stylesheet without the rules led by a class that is not in `classes`. */
export function stylesUsedBy(items: readonly StyleItem[], classes: ReadonlySet<string>): string {
  let css = "";
  for (const item of items) {
    if (item.kind === "text") css += item.text;
    else if (item.kind === "rule") {
      if (item.leadingClasses === null || item.leadingClasses.some((name) => classes.has(name))) css += item.text;
    } else {
      const inner = stylesUsedBy(item.items, classes);
      // An empty `@layer name{}` still sets the layers' order: only conditional blocks may go.
      if (inner || item.prelude.startsWith("@layer")) css += `${item.prelude}{${inner}}`;
    }
  }
  return css;
}

const HTML_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  "#39": "'",
  "#x27": "'",
};

/** Every class name on an element of a rendered document (React writes `class="…"`, entities escaped). */
export function classNamesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value!.includes("&")
      ? value!.replace(/&(#?\w+);/g, (entity, name: string) => HTML_ENTITIES[name] ?? entity)
      : value!;
    for (const name of decoded.split(/\s+/)) if (name) names.add(name);
  }
  return names;
}
