import { createContext } from 'react-router';

/** The member as the server knows them from the session cookie (lib/session.server.ts). */
export interface SessionMember {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** Writing (likes, reminders, comments) waits for a verified address; the page says so up front. */
  emailVerified: boolean;
  metadata: { creationTime?: string };
}

/** In a server loader's `context`: the request's verified member, or null for a visitor. */
export const memberContext = createContext<SessionMember | null>(null);

/** The request's CSP nonce, which the client host makes (server/app.ts) and entry.server.tsx puts on inline scripts. */
export const nonceContext = createContext('');

/** A cross-site request must not act with the member's cookie (SameSite=Lax covers most; this the rest). */
export const sameOrigin = (request: Request) => request.headers.get('Origin') === new URL(request.url).origin;
