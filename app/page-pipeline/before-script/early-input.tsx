import { createContext, useContext, useLayoutEffect } from "react";
import { replayEarlyInput } from "./replay";

/**
 * The recorder's source (recorder-source.server.ts), which only the server has: the browser's
 * bundle leaves it out, and the element the server wrote stays as it is, like the inline styles.
 */
const RecorderContext = createContext<string | undefined>(undefined);

export const EarlyInputRecorderProvider = RecorderContext.Provider;

/**
 * The inline script that records what the visitor does before the page's script runs
 * (docs/decisions/016-before-the-script.md). First in the head, so it runs before anything is shown.
 */
export function EarlyInputScript({ nonce }: { nonce: string | undefined }) {
  const source = useContext(RecorderContext);
  // Our own constant code, never text from the sheet or a visitor.
  return source ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} /> : null;
}

/** Called as hydration starts: from then on React answers presses itself. */
export function stopRecordingPresses(): void {
  window.__earlyInput?.stopPresses();
}

/**
 * Replays, once the page is hydrated, what the visitor did before (replay.ts). Used once, by the
 * root route: its layout effect runs after every route component's, as the hydrated page is
 * committed (docs/decisions/016-before-the-script.md, "The moment of hydration").
 *
 * - The records are taken in the commit itself: from then on React answers every change, so what
 *   the recorder kept is exactly what React has not seen (a change that made React hydrate at once
 *   is both; replaying a field's state twice is harmless).
 * - They are replayed in a task of their own, never inside React's handling of an event: a
 *   passive effect may run there (React runs pending effects before it renders a change), and a
 *   select replayed then was set back, before its handler read it, to the value React still showed
 *   ("Sort by" chosen as the page hydrated left the results unsorted).
 * - A control the visitor changed between the commit and that task keeps the visitor's newer
 *   choice: its older record is not replayed over it.
 */
export function useReplayEarlyInput(): void {
  useLayoutEffect(() => {
    const records = window.__earlyInput?.take() ?? [];
    if (records.length === 0) return;
    const changedSince = new Set<EventTarget>();
    const noteChange = (event: Event) => {
      if (event.target) changedSince.add(event.target);
    };
    const types = ["input", "change", "click"] as const;
    for (const type of types) document.addEventListener(type, noteChange, true);
    // No cleanup: the root stays for the page's life, and a development double run (StrictMode)
    // takes no records the second time, so this one timer must still fire.
    setTimeout(() => {
      for (const type of types) document.removeEventListener(type, noteChange, true);
      replayEarlyInput(records.filter((record) => !changedSince.has(record.element)));
    }, 0);
  }, []);
}
