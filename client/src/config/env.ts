// The client's configuration: the VITE_* values the build baked in. client/vite.config.ts
// reads and checks them with the one environment schema (@green-circle/contract/env) before
// it builds, listing every bad one, so here they are known good. Only the schema's type is
// imported: zod stays off the first paint.
import type { ClientEnv } from '@green-circle/contract/env';

type Env = Omit<ClientEnv, 'CLIENT_PORT' | 'CLIENT_BUILD_DIR'>;

export const env: Env = {
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
  VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
  VITE_FIREBASE_AUTH_EMULATOR_HOST: import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST || undefined,
  PUBLIC_SITE_URL: import.meta.env.PUBLIC_SITE_URL,
};
