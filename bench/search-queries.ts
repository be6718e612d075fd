/**
 * The query set of the search-quality benchmark (bench/search.ts), built from the catalogues'
 * data by fixed rules, never from what the search returns. For every query, `relevant` lists the
 * ids of every medicine a rule over the data counts as a right answer, and `firstRight` (ranking
 * and brand kinds) the ids acceptable as the first result.
 *
 *   tsx --tsconfig tsconfig.app.json bench/search-queries.ts --write   regenerates bench/search-queries.json
 *
 * Deterministic: candidates are sorted, then picked with PRNGs seeded by catalogue and kind.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import prettier from "prettier";
import { catalogueFromGviz } from "~/catalogue/import/import";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { SAMPLE_PATH, fixtureGviz, repoRoot, withoutBrackets } from "./lib/catalogues";
import { CatalogueFacts, type Draft } from "./search-queries/facts";
import {
  brand,
  brandStrength,
  combination,
  form,
  generic,
  genericStrength,
  manufacturer,
  ranking,
  spelling,
  typo,
  unit,
} from "./search-queries/names";
import { bracketless, missingStrength } from "./search-queries/compositions";
import {
  JUDGED_BY,
  QUERY_KINDS,
  SEARCH_CATALOGUES,
  type SearchCatalogue,
  type SearchCatalogues,
  type SearchQuery,
} from "./search-queries/types";
import { words } from "./search-queries/words";
import {
  abbreviation,
  anion,
  nonsense,
  oralLiquid,
  salt,
  separator,
  shortWord,
  twoWordBrand,
  exactName,
} from "./search-queries/writing";
export * from "./search-queries/rules";
export * from "./search-queries/types";
export * from "./search-queries/typos";
export * from "./search-queries/words";

export const QUERIES_PATH = path.join(repoRoot, "bench", "search-queries.json");

export function loadSearchCatalogues(): Record<SearchCatalogue, Medicine[]> {
  return {
    "real-11.8k": catalogueFromGviz(fixtureGviz()).medicines,
    sample: catalogueFromGviz(readFileSync(SAMPLE_PATH, "utf8")).medicines,
    "real-bracketless": catalogueFromGviz(withoutBrackets(fixtureGviz())).medicines,
  };
}

/** Every kind's drafts, in the kinds' order. */
function allDrafts(facts: CatalogueFacts): Draft[] {
  return [
    ...brand(facts),
    ...brandStrength(facts),
    ...generic(facts),
    ...genericStrength(facts),
    ...unit(facts),
    ...spelling(facts),
    ...typo(facts),
    ...combination(facts),
    ...form(facts),
    ...manufacturer(facts),
    ...ranking(facts),
    ...separator(facts),
    ...salt(facts),
    ...anion(facts),
    ...abbreviation(facts),
    ...oralLiquid(facts),
    ...shortWord(facts),
    ...twoWordBrand(facts),
    ...exactName(facts),
    ...missingStrength(facts),
    ...nonsense(facts),
  ];
}

/**
 * The whole query set: for each catalogue, every kind's queries, in kind order, with stable ids.
 * A query whose rule finds no right answer in that catalogue (an issue example absent from it) is left out,
 * and so is the second of two identical queries.
 */
export function buildSearchQueries(catalogues: SearchCatalogues): { queries: SearchQuery[]; skipped: string[] } {
  const queries: SearchQuery[] = [];
  const skipped: string[] = [];
  for (const catalogue of SEARCH_CATALOGUES) {
    // The bracketless catalogue is judged by the bracketed one, and asked of compositions only.
    const facts = new CatalogueFacts(catalogue, catalogues[JUDGED_BY[catalogue]]);
    const seen = new Set<string>();
    const drafts = catalogue === "real-bracketless" ? bracketless(facts) : allDrafts(facts);
    for (const kind of QUERY_KINDS) {
      let number = 0;
      for (const draft of drafts.filter((d) => d.kind === kind)) {
        const key = words(draft.query).join(" ");
        if (seen.has(key)) continue;
        if (kind !== "nonsense" && draft.relevant.length === 0) {
          skipped.push(`${catalogue} ${kind} "${draft.query}": nothing in the catalogue is right`);
          continue;
        }
        seen.add(key);
        number += 1;
        const short = { "real-11.8k": "real", sample: "sample", "real-bracketless": "unbracketed" }[catalogue];
        const firstRight = draft.firstRight && draft.firstRight.length > 0 ? draft.firstRight : undefined;
        queries.push({
          id: `${short}-${kind}-${String(number).padStart(2, "0")}`,
          kind,
          catalogue,
          query: draft.query,
          relevant: draft.relevant,
          ...(firstRight ? { firstRight } : {}),
          rule: draft.rule,
        });
      }
    }
  }
  return { queries, skipped };
}

export function readSearchQueries(): SearchQuery[] {
  return JSON.parse(readFileSync(QUERIES_PATH, "utf8")) as SearchQuery[];
}

async function main(): Promise<void> {
  const { queries, skipped } = buildSearchQueries(loadSearchCatalogues());
  for (const line of skipped) console.log(`  skipped ${line}`);
  for (const catalogue of SEARCH_CATALOGUES) {
    const counts = QUERY_KINDS.map(
      (kind) => `${kind} ${queries.filter((q) => q.catalogue === catalogue && q.kind === kind).length}`,
    );
    console.log(`  ${catalogue}: ${counts.join(", ")}`);
  }
  console.log(`  ${queries.length} queries`);
  if (process.argv.includes("--write")) {
    const options = (await prettier.resolveConfig(QUERIES_PATH)) ?? {};
    writeFileSync(QUERIES_PATH, await prettier.format(JSON.stringify(queries), { ...options, filepath: QUERIES_PATH }));
    console.log(`  → ${path.relative(process.cwd(), QUERIES_PATH)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
