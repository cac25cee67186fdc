import { createContext, useContext } from 'react';

/** The CSP nonce of the page being rendered (entry.server.tsx); empty in the browser, which never needs it. */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);
