/** How many readers' views of one cached answer are kept (a member's list is cached for them alone). */
const READERS_KEPT = 4;

/**
 * A visitor's view of a cached answer (the read cache hands out frozen pages, lists and tips
 * until the data changes) is the same for every visitor: made once and frozen too, so send-json
 * serializes it once. Given a reader (a member's uid), the view is that member's, kept the same way
 * (their `mine` marks; the questions list, whose near-first page a member reads again and again).
 * Anything not frozen (an uncached store) is made each time.
 */
export function createVisitorViews() {
  const views = new WeakMap<object, Map<string, unknown>>();
  return <T extends object, V>(source: T, make: () => V, reader = ''): V => {
    if (!Object.isFrozen(source)) return make();
    let byReader = views.get(source);
    if (byReader === undefined) {
      byReader = new Map();
      views.set(source, byReader);
    }
    let view = byReader.get(reader) as V | undefined;
    if (view === undefined) {
      view = deepFreeze(make());
      if (byReader.size >= READERS_KEPT) byReader.delete(byReader.keys().next().value as string);
      byReader.set(reader, view);
    }
    return view;
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
