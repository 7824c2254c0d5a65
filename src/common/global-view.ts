/**
 * The global object as code sees it through a view: the `hidden` names read as absent until
 * `reveal`, and everything else, and afterwards everything, reads and writes through to the
 * global object itself (getters run with the global object as `this`, as Node's insist on). The
 * hidden properties are never touched: on Node 22 and later, touching one of fetch's classes in
 * any way, even reading its descriptor, makes Node load undici.
 */
export function globalView(
  global: object,
  hidden: readonly PropertyKey[],
): { readonly view: object; readonly reveal: () => void } {
  let hiding = true;
  const absent = (name: PropertyKey) => hiding && hidden.includes(name);
  // The proxy's target is an empty object, not the global object: a proxy checks each answer
  // against its target's own property of that name, which would touch the hidden ones.
  const view = new Proxy(Object.create(null) as object, {
    get: (_, name) => (absent(name) ? undefined : Reflect.get(global, name)),
    has: (_, name) => !absent(name) && Reflect.has(global, name),
    set: (_, name, value) => Reflect.set(global, name, value),
  });
  return {
    view,
    reveal: () => {
      hiding = false;
    },
  };
}
