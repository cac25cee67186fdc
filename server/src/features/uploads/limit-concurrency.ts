/** At most `max` calls of the returned function run at once; the others wait their turn in order. */
export function limitConcurrency(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
