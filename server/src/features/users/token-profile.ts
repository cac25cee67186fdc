import { httpUrl, LIMITS, visibleText } from '@green-circle/contract';
import type { Identity } from '../../http/auth';

const displayName = visibleText(LIMITS.nameMax);

/**
 * The name and picture an ID token carries are whatever the member told the identity provider,
 * unchecked by us: they are used only when they pass the same rules as a name or photo sent to
 * the API (NFC, no invisible or bidi characters, visible letters; an http(s) address).
 */
export function tokenName(identity: Identity): string {
  const parsed = displayName.safeParse(identity.name ?? '');
  return parsed.success ? parsed.data : '';
}

export function tokenPicture(identity: Identity): string {
  return httpUrl.safeParse(identity.picture ?? '').success ? identity.picture!.trim() : '';
}
