/**
 * A readable URL slug: lower case ASCII letters and digits joined by single hyphens.
 * Accents are folded ("Crème" → "creme"); "&" reads as "and"; everything else separates words.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
