export const DEFAULT_PASSWORD: string;
export function uniqueEmail(label?: string): string;

/** A member the emulator signed up, with a fresh ID token. */
export interface EmulatorMember {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/** An account created with a fixed uid (the seed members). */
export interface EmulatorAccount {
  uid: string;
  email: string;
  password: string;
  displayName?: string;
  photoURL?: string;
  /** Default true. */
  emailVerified?: boolean;
}

export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

export interface EmulatorClient {
  host: string;
  projectId: string;
  signIn(member: { email: string; password?: string }): Promise<string>;
  createMember(options?: {
    email?: string;
    password?: string;
    displayName?: string;
    photoURL?: string;
    verified?: boolean;
  }): Promise<EmulatorMember>;
  createAnonymous(): Promise<{ uid: string; idToken: string }>;
  update(uid: string, changes: Record<string, unknown>): Promise<void>;
  ensureAccounts(accounts: EmulatorAccount[]): Promise<number>;
  tokenForOtherProject(projectId?: string): Promise<string>;
  oobCodes(filter?: { email?: string; requestType?: string }): Promise<OobCode[]>;
}

export function emulatorClient(emulator: { host: string; projectId?: string }): EmulatorClient;
