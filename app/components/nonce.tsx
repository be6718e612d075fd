import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the response being rendered. Only the server knows
 * it; in the browser it is empty, and browsers hide nonce attributes anyway.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
