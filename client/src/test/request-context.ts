import { RouterContextProvider } from 'react-router';
import { env } from '../config/env';
import { createApi } from '../lib/api-client';
import { apiContext } from '../lib/api.server';
import { memberContext, type SessionMember } from '../lib/request-context';
import { member as fakeMember } from './fake-member';
import { languageContext } from '../i18n/language.server';
import type { Language } from '../i18n/languages';

// The request's language as the root middleware chose it (test/spanish.ts sets Spanish for a block).
let language: Language = 'en';
export const setRequestLanguage = (chosen: Language) => {
  language = chosen;
};

/** The session cookie the tests' requests carry for a member (MSW sees it as `Authorization: Session …`). */
export const TEST_SESSION = 'test-session-cookie';

/** The member the tests' session names: the fake Firebase user's fields as they are now. */
export const sessionMember = (): SessionMember => ({
  uid: fakeMember.uid,
  email: fakeMember.email,
  displayName: fakeMember.displayName,
  photoURL: fakeMember.photoURL,
  emailVerified: fakeMember.emailVerified,
  metadata: { creationTime: fakeMember.metadata.creationTime },
});

/**
 * What the root middleware gives a request's loaders and actions (lib/session.server.ts): the
 * session's member (null for a visitor) and the API client that speaks for them.
 */
export function requestContext(member: SessionMember | null = null): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(memberContext, member);
  context.set(languageContext, language);
  const credential = member ? `Session ${TEST_SESSION}` : null;
  context.set(apiContext, createApi({ baseUrl: env.VITE_API_URL, credential: () => credential }));
  return context;
}
