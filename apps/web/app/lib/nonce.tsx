import { createContext, type ReactNode, useContext } from 'react';

/**
 * The per-request CSP nonce. Only the server render knows it (entry.server reads it from the
 * load context); in the browser it is '' so it never reaches page data or the DOM twice.
 */
const NonceContext = createContext('');

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
