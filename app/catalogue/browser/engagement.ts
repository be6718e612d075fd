import { copyIsKept } from "./storage-key";

/** What shows a visitor at work on the page: a touch (which is also how a phone scrolls), a click, a key, a scroll. */
const ENGAGEMENT_EVENTS = ["pointerdown", "keydown", "scroll", "wheel"] as const;
/** Session storage: the visitor did something on an earlier page of this visit (this tab). */
const ENGAGED_KEY = "pharma_engaged";

let engagedHere = false;

/** Storage that refuses (disabled, private modes) counts as no answer. */
function stored(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * Asked after every navigation (app/catalogue/browser/use-copy-sync.ts), so the first yes is kept:
 * reading `scrollY` right after a render forces a layout, and looking for the kept copy is a
 * look through storage's keys, each on the way to showing new results.
 */
function engagedBefore(): boolean {
  engagedHere ||=
    // Scrolled before this script arrived (its listeners were not there to hear it).
    window.scrollY > 0 ||
    stored(() => window.sessionStorage, ENGAGED_KEY) ||
    // A returning visitor keeps a copy already: keeping it current costs them nothing new.
    copyIsKept();
  return engagedHere;
}

function noteEngaged(): void {
  engagedHere = true;
  try {
    window.sessionStorage.setItem(ENGAGED_KEY, "1");
  } catch {
    // Without session storage the next page waits for the visitor again.
  }
}

/**
 * Runs `task` once the visitor has done something on a page of this visit, or at once when they
 * have (or keep a copy of the catalogue from an earlier visit): a visitor who opens one page from
 * a search result and leaves never pays for the catalogue's download (240 KB at 11.8k medicines),
 * which on a phone's metered connection is money (docs/decisions/015-first-load.md).
 * Returns a function that stops waiting.
 */
export function whenEngaged(task: () => void): () => void {
  if (engagedBefore()) {
    task();
    return () => {};
  }
  const start = () => {
    stop();
    noteEngaged();
    task();
  };
  const stop = () => ENGAGEMENT_EVENTS.forEach((type) => window.removeEventListener(type, start, true));
  ENGAGEMENT_EVENTS.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
  return stop;
}
