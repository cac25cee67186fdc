// The Firebase Auth emulator's REST API, in one place: what a member's browser does (sign up,
// sign in, change the profile) and what only the emulator's admin may do (create an account
// with a fixed uid, verify an e-mail, mint an account in another project, read the e-mails
// it would have sent). Used by npm start (the demo members), the API tests, the bench and the
// e2e suite. Node builtins only (fetch).

/** The password of every account made here unless one is given. */
export const DEFAULT_PASSWORD = 'Secret#123';

/** A unique address nobody has used yet (the emulator keeps accounts for its whole run). */
export function uniqueEmail(label = 'member') {
  return `${label}-${crypto.randomUUID().slice(0, 12)}@example.com`;
}

/**
 * @param {{ host: string, projectId?: string }} emulator host:port and the emulator's project
 */
export function emulatorClient({ host, projectId = 'demo-green-circle' }) {
  const base = `http://${host}/identitytoolkit.googleapis.com/v1`;

  async function call(url, body, { admin = false } = {}) {
    const response = await fetch(url, {
      method: 'POST',
      // "owner" is the emulator's admin credential.
      headers: { 'content-type': 'application/json', ...(admin ? { authorization: 'Bearer owner' } : {}) },
      body: JSON.stringify(body),
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok) {
      const action = new URL(url).pathname.split('/').pop();
      throw new Error(`Auth emulator ${action}: ${response.status} ${json.error?.message ?? JSON.stringify(json)}`);
    }
    return json;
  }
  /** A call a browser makes with the web API key (any key works on the emulator). */
  const asBrowser = (action, body) => call(`${base}/accounts:${action}?key=emulator`, body);
  /** A call of the project's admin. */
  const asAdmin = (rest, body) => call(`${base}/projects/${projectId}/${rest}`, body, { admin: true });

  const client = {
    host,
    projectId,

    /** A fresh ID token for an existing account. */
    async signIn({ email, password = DEFAULT_PASSWORD }) {
      const { idToken } = await asBrowser('signInWithPassword', { email, password, returnSecureToken: true });
      return idToken;
    },

    /**
     * Signs a new account up as the sign-up screen would and answers it with a fresh ID token.
     * `verified: true` marks its e-mail verified (as a clicked link would) before the token is minted;
     * a displayName or verification reaches the token only through that later sign-in.
     */
    async createMember({
      email = uniqueEmail(),
      password = DEFAULT_PASSWORD,
      displayName,
      photoURL,
      verified = false,
    } = {}) {
      const created = await asBrowser('signUp', { email, password, returnSecureToken: true });
      const member = { uid: created.localId, email, password, idToken: created.idToken };
      if (!displayName && !photoURL && !verified) return member;
      await asAdmin('accounts:update', {
        localId: created.localId,
        ...(displayName ? { displayName } : {}),
        ...(photoURL ? { photoUrl: photoURL } : {}),
        ...(verified ? { emailVerified: true } : {}),
      });
      return { ...member, idToken: await client.signIn({ email, password }) };
    },

    /** An anonymous account: signed in, but its token carries no e-mail. */
    async createAnonymous() {
      const created = await asBrowser('signUp', { returnSecureToken: true });
      return { uid: created.localId, idToken: created.idToken };
    },

    /** Changes an account as its admin (displayName, photoUrl, emailVerified, disabled, ...). */
    async update(uid, changes) {
      await asAdmin('accounts:update', { localId: uid, ...changes });
    },

    /**
     * Creates each account (with its fixed uid) that the emulator does not know yet; answers how
     * many it created. Create-or-skip: an account that turns out to exist already (another creator
     * got there first, or the emulator's import of saved accounts answered after the lookup) is
     * success, not DUPLICATE_LOCAL_ID/EMAIL_EXISTS, so a second start never fails on it.
     */
    async ensureAccounts(accounts) {
      if (accounts.length === 0) return 0;
      // One lookup for all of them, not one round trip each.
      const found = await asAdmin('accounts:lookup', { localId: accounts.map((account) => account.uid) });
      const known = new Set((found.users ?? []).map((user) => user.localId));
      let created = 0;
      for (const account of accounts.filter((a) => !known.has(a.uid))) {
        try {
          await asAdmin('accounts', {
            localId: account.uid,
            email: account.email,
            password: account.password,
            displayName: account.displayName,
            photoUrl: account.photoURL,
            emailVerified: account.emailVerified ?? true,
          });
          created += 1;
        } catch (error) {
          if (!/\b(DUPLICATE_LOCAL_ID|EMAIL_EXISTS)\b/.test(String(error?.message))) throw error;
        }
      }
      return created;
    },

    /** A real emulator ID token for an account in another Firebase project. */
    async tokenForOtherProject(otherProjectId = 'demo-other-project') {
      const body = {
        email: uniqueEmail('stranger'),
        password: DEFAULT_PASSWORD,
        targetProjectId: otherProjectId,
        returnSecureToken: true,
      };
      // Only the admin may name another project.
      await call(`${base}/accounts:signUp`, body, { admin: true });
      const { idToken } = await call(`${base}/accounts:signInWithPassword`, body, { admin: true });
      if (!idToken) throw new Error('The emulator gave no token for the other project');
      return idToken;
    },

    /** The e-mails the emulator would have sent (password reset, verification), oldest first. */
    async oobCodes({ email, requestType } = {}) {
      const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`);
      if (!response.ok) throw new Error(`Auth emulator oobCodes: ${response.status}`);
      const { oobCodes } = await response.json();
      return oobCodes.filter(
        (code) => (!email || code.email === email) && (!requestType || code.requestType === requestType),
      );
    },
  };
  return client;
}
