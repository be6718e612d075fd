/**
 * The editorial rules that turn real product data (1mg-derived names, compositions, uses and side
 * effects) into the rows of a distributor's sheet: text clean-up, dosage form from the name,
 * category, prescription flag, pack and a plausible price. Shared by the sample catalogue
 * (scripts/build-sample-catalogue.ts) and the benchmark fixture (bench/fixtures/build-fixture.ts).
 */
export * from "./medicine-rules/text";
export * from "./medicine-rules/forms";
export * from "./medicine-rules/categories";
export * from "./medicine-rules/prescription";
export * from "./medicine-rules/packs";
