/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort(): Promise<number>;
/** Resolves true when something already listens on the port. */
export function portInUse(port: number, host?: string): Promise<boolean>;
/** Polls a URL until it answers (any HTTP status), or throws after timeoutMs. */
export function waitForHttp(url: string, timeoutMs?: number): Promise<void>;
