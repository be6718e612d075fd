import { createContext, useContext } from "react";

/**
 * The mark of the renderer's own inline scripts (app/page-pipeline/script-hashes.server.ts): the server hashes
 * the scripts that carry it into the page's Content-Security-Policy. Only the server knows it; in
 * the browser it is empty.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
