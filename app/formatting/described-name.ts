// A medicine named as a distributor's staff look it up (docs/product.md 12.8): the name, then
// manufacturer and pack. Used where the list leaves: the WhatsApp and e-mail text, the company's e-mail.

/**
 * The name as staff look it up: "Amlong 5 Tablet (Micro Labs, strip of 15)", what the catalogue
 * lacks left out; the pack starts in lower case, as it reads inside the sentence.
 */
export function describedName(line: {
  name: string;
  manufacturer?: string | null | undefined;
  pack?: string | null | undefined;
}): string {
  const pack = line.pack?.trim();
  const details = [line.manufacturer?.trim(), pack && `${pack.charAt(0).toLowerCase()}${pack.slice(1)}`]
    .filter(Boolean)
    .join(", ");
  return details ? `${line.name} (${details})` : line.name;
}
