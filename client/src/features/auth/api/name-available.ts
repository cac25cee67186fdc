import type { Api } from '#app/lib/api-client';

/**
 * GET /users/name-available — whether a display name is free, asked before the account is
 * created, so a taken name is said beside the field and nothing is made half-way.
 */
export async function isNameAvailable(api: Api, name: string): Promise<boolean> {
  const { available } = await api.get<{ available: boolean }>(`/users/name-available?${new URLSearchParams({ name })}`);
  return available;
}
