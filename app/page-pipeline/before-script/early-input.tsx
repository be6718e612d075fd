import { createContext, useContext, useEffect } from "react";
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
 * root route: its effect runs after every route component's.
 */
export function useReplayEarlyInput(): void {
  useEffect(() => {
    replayEarlyInput(window.__earlyInput?.take() ?? []);
  }, []);
}
