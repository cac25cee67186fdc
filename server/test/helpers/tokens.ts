import { emulatorHost } from './members';

/**
 * The emulator signs nothing (alg "none"), so a token whose claims are edited is still one
 * the emulator could have made: this is how a test gets an expired one without waiting an hour.
 */
export function withClaims(idToken: string, change: Record<string, unknown>): string {
  const [header, payload] = idToken.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), ...change };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
}

/** A real emulator token for an account in another Firebase project. */
export async function tokenForOtherProject(projectId = 'demo-other-project'): Promise<string> {
  const email = `stranger-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const call = async (action: string) => {
    const res = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${action}`, {
      method: 'POST',
      // "owner" is the emulator's admin credential, the only way to name another project.
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email, password: 'Secret#123', targetProjectId: projectId, returnSecureToken: true }),
    });
    if (!res.ok) throw new Error(`${action}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { idToken?: string };
  };
  await call('signUp');
  const { idToken } = await call('signInWithPassword');
  if (!idToken) throw new Error('The emulator gave no token for the other project');
  return idToken;
}
