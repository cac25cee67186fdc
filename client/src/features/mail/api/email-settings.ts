import type { EmailKind, EmailSettings, UnsubscribeInfo } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

/** GET /me/email-settings: the member's e-mail switches, digest day and time zone. */
export const getEmailSettings = (api: Api, signal?: AbortSignal) =>
  api.get<EmailSettings>('/me/email-settings', signal);

/** PUT /me/email-settings. */
export const saveEmailSettings = (api: Api, settings: EmailSettings) =>
  api.put<EmailSettings>('/me/email-settings', settings);

/** GET /mail/unsubscribe/{token}: which kind the link stops (no session needed; 404 for a bad or old link). */
export const readUnsubscribeLink = (api: Api, token: string, signal?: AbortSignal) =>
  api.get<UnsubscribeInfo>(`/mail/unsubscribe/${encodeURIComponent(token)}`, signal);

/** POST /mail/unsubscribe/{token}: stops that kind. */
export const unsubscribe = (api: Api, token: string) =>
  api.post<{ kind: EmailKind; off: true }>(`/mail/unsubscribe/${encodeURIComponent(token)}`, {});
