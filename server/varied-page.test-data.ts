/**
 * The body of a page of many different lines, as a catalogue page is (ids, names, strengths): on
 * it brotli's quality shows, which it does not on text that repeats one line.
 */
export const VARIED_PAGE = `<!DOCTYPE html><ul>${Array.from(
  { length: 400 },
  (_, at) =>
    `<li data-id="${(at * 7919) % 10007}">Medicine ${((at * 2654435761) % 4294967296).toString(36)} ${at % 13}mg</li>`,
).join("")}</ul>`;
