export interface RunningEmulator {
  /** 127.0.0.1:port */
  host: string;
  port: number;
  projectId: string;
  /** The emulator's process (its CPU, for the benchmarks). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Starts the Firebase Auth emulator on a free port (or `port`). With `dataDir`, accounts are
 * imported from it and exported to it on stop; without, the emulator is thrown away.
 */
export function startAuthEmulator(options?: {
  port?: number;
  projectId?: string;
  dataDir?: string;
  quiet?: boolean;
}): Promise<RunningEmulator>;
