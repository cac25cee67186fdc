/** One page of a keyset-paged list. */
export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

export class InvalidCursorError extends Error {
  constructor() {
    super('The cursor is not one this API made');
    this.name = 'InvalidCursorError';
  }
}

/** Raised by an adapter when the store cannot take a write or a read (disk, network). */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The store is unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}
