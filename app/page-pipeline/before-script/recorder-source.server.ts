import { recordEarlyInput } from "./record";

/**
 * The early-input recorder as the text of an inline script: the function's own source, run at
 * once, without the indentation (every page carries it). Line breaks stay, so no statement joins
 * the next.
 */
export const earlyInputRecorder = `(${recordEarlyInput.toString().replace(/\n\s+/g, "\n")})(window)`;
