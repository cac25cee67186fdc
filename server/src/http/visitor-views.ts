/**
 * A visitor's view of a cached answer (the read cache hands out frozen pages, lists and tips
 * until the data changes) is the same for every visitor: made once and frozen too, so send-json
 * serializes it once. Anything not frozen (a member's read, an uncached store) is made each time.
 */
export function createVisitorViews() {
  const views = new WeakMap<object, unknown>();
  return <T extends object, V>(source: T, make: () => V): V => {
    if (!Object.isFrozen(source)) return make();
    let view = views.get(source) as V | undefined;
    if (view === undefined) {
      view = deepFreeze(make());
      views.set(source, view);
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
