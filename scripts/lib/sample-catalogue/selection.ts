/** Step of the sample builder (scripts/build-sample-catalogue.ts): which products the sample holds. */
import { type BrandGroup, brandGroupOf } from "../brand-groups";
import { readCsvObjects } from "../csv";
import {
  type Form,
  HOME,
  HOME_CATEGORIES,
  OTHER_CATEGORIES,
  categorise,
  clean,
  formOf,
  parseComposition,
  splitSideEffects,
  splitUses,
} from "../medicine-rules";
import { fnv1a } from "../random";
import { SEED } from "./seed";
import {
  type Candidate,
  type PriceRow,
  type SourceFiles,
  indexByName,
  loadPrices,
  loadRx,
  looseNameKey,
} from "./sources";

// ---------------------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------------------

const HOME_TARGET = 76;
const HOME_MAX = 90;
const OTHER_TARGET = 19;

export function buildCandidates(files: SourceFiles): Candidate[] {
  const prices = loadPrices(files);
  // Prefer a current (not discontinued) price row when a name appears twice.
  const priceIndex = indexByName([
    ...prices.filter((row) => !row.discontinued),
    ...prices.filter((row) => row.discontinued),
  ]);
  const rxRows = loadRx(files);
  const rxIndex = indexByName(rxRows);
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  const usedPriceRows = new Set<PriceRow>();

  readCsvObjects(files.details).forEach((row, order) => {
    const name = clean(row["Medicine Name"] ?? "");
    const key = looseNameKey(name);
    if (!name || seen.has(key)) return; // skip duplicate names
    seen.add(key);
    const price = priceIndex.get(name);
    if (price) usedPriceRows.add(price);
    if (price?.discontinued) return; // a distributor does not list discontinued products
    const composition = parseComposition(row["Composition"] ?? "");
    const uses = splitUses(row["Uses"] ?? "");
    const form = price ? price.form : formOf(name);
    const categorised = categorise(name, form, composition, uses);
    if (!categorised || composition.length === 0) return;
    candidates.push({
      name,
      composition,
      uses,
      sideEffects: splitSideEffects(row["Side_effects"] ?? ""),
      marketer: clean(row["Manufacturer"] ?? ""),
      form,
      category: categorised.category,
      price,
      rx: rxIndex.get(name),
      origin: price ? "details+price" : "details",
      order,
    });
  });

  // Priced products that the 11k file lacks: real name, price, pack, composition, maker.
  prices.forEach((price, order) => {
    if (usedPriceRows.has(price) || price.discontinued) return;
    const key = looseNameKey(price.name);
    if (seen.has(key)) return;
    seen.add(key);
    const rx = rxIndex.get(price.name);
    const composition = parseComposition(rx?.composition || price.composition);
    const uses = rx ? splitUses(rx.uses) : [];
    const categorised = categorise(price.name, price.form, composition, uses);
    if (!categorised || composition.length === 0) return;
    candidates.push({
      name: price.name,
      composition,
      uses,
      sideEffects: [],
      marketer: price.manufacturer,
      form: price.form,
      category: categorised.category,
      price,
      rx,
      origin: "price-only",
      order: 100_000 + order,
    });
  });
  return candidates;
}

/** Round-robin over primary ingredients in a seeded order, so one molecule cannot dominate. */
function diverseSample(pool: Candidate[], count: number): Candidate[] {
  const groups = new Map<string, Candidate[]>();
  for (const candidate of pool) {
    const primary = (candidate.composition[0]?.name ?? "").toLowerCase();
    const group = groups.get(primary) ?? [];
    group.push(candidate);
    groups.set(primary, group);
  }
  const ordered = [...groups.entries()]
    .map(([primary, members]) => ({
      primary,
      members: members.sort(
        (a, b) => fnv1a(`${SEED}|pick|${a.name}`) - fnv1a(`${SEED}|pick|${b.name}`) || a.order - b.order,
      ),
    }))
    // Common molecules first: a distributor stocks what sells.
    .sort(
      (a, b) => b.members.length - a.members.length || (a.primary < b.primary ? -1 : a.primary > b.primary ? 1 : 0),
    );
  const chosen: Candidate[] = [];
  for (let round = 0; chosen.length < count; round += 1) {
    let added = false;
    for (const group of ordered) {
      if (chosen.length >= count) break;
      const member = group.members[round];
      if (member) {
        chosen.push(member);
        added = true;
      }
    }
    if (!added) break;
  }
  return chosen;
}

const PARENTERAL = new Set<Form>(["Injection", "Infusion", "Insulin Pen"]);
/** At most this many priced products per molecule and category, so one molecule does not crowd a shelf. */
const PER_MOLECULE = 12;

/**
 * The brands a category adds to its brand groups (scripts/lib/brand-groups.ts) until each group
 * has its number of brands: real prices first, then makers not yet in the group, in a seeded order.
 */
function brandGroupPicks(inCategory: Candidate[], chosen: Candidate[]): Candidate[] {
  const picks: Candidate[] = [];
  const members = new Map<BrandGroup, Candidate[]>();
  for (const candidate of inCategory) {
    const group = brandGroupOf(candidate);
    if (group) members.set(group, [...(members.get(group) ?? []), candidate]);
  }
  for (const [group, candidates] of members) {
    const listed = candidates.filter((candidate) => chosen.includes(candidate));
    const makers = new Set(listed.map((candidate) => candidate.marketer));
    const rest = candidates
      .filter((candidate) => !listed.includes(candidate))
      .sort(
        (a, b) =>
          Number(b.price !== undefined) - Number(a.price !== undefined) ||
          fnv1a(`${SEED}|brand|${a.name}`) - fnv1a(`${SEED}|brand|${b.name}`),
      );
    for (let needed = group.brands - listed.length; needed > 0 && rest.length > 0; needed -= 1) {
      const next = rest.find((candidate) => !makers.has(candidate.marketer)) ?? rest[0]!;
      rest.splice(rest.indexOf(next), 1);
      makers.add(next.marketer);
      picks.push(next);
    }
  }
  return picks;
}

export function selectProducts(candidates: Candidate[]): Candidate[] {
  const selected: Candidate[] = [];
  for (const category of [...HOME_CATEGORIES, ...OTHER_CATEGORIES]) {
    const inCategory = candidates.filter((candidate) => candidate.category === category);
    // A home shelf grows (up to HOME_MAX) when more real prices are available for it.
    const pricedCount = inCategory.filter((candidate) => candidate.price).length;
    const target = HOME_CATEGORIES.includes(category)
      ? Math.min(HOME_MAX, Math.max(HOME_TARGET, pricedCount))
      : OTHER_TARGET;
    // Injectables are a minority on a general distributor's list (insulin excepted).
    const parenteralShare = category === HOME.diabetes ? 0.25 : category === HOME.antibiotics ? 0.12 : 0.06;
    const quota = { parenteral: Math.round(target * parenteralShare), other: target };
    const chosen: Candidate[] = [];
    const perMolecule = new Map<string, number>();
    const take = (pool: Candidate[], count: number) => {
      for (const candidate of diverseSample(pool, pool.length)) {
        if (count <= 0 || chosen.length >= target) break;
        if (chosen.includes(candidate)) continue;
        const kind = PARENTERAL.has(candidate.form) ? "parenteral" : "other";
        const molecule = (candidate.composition[0]?.name ?? "").toLowerCase();
        if (quota[kind] <= 0 || (candidate.price && (perMolecule.get(molecule) ?? 0) >= PER_MOLECULE)) continue;
        chosen.push(candidate);
        quota[kind] -= 1;
        count -= 1;
        perMolecule.set(molecule, (perMolecule.get(molecule) ?? 0) + 1);
      }
    };
    take(
      inCategory.filter((candidate) => candidate.price),
      target,
    );
    // Brand groups come next, past the shelf's size if its real prices filled it.
    chosen.push(...brandGroupPicks(inCategory, chosen));
    take(
      inCategory.filter((candidate) => !candidate.price),
      target - chosen.length,
    );
    selected.push(...chosen);
  }
  return selected;
}
