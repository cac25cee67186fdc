import { emulator } from './members';

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
export function tokenForOtherProject(projectId = 'demo-other-project'): Promise<string> {
  return emulator().tokenForOtherProject(projectId);
}
