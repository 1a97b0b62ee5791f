/**
 * The three Reflect metadata calls tsyringe (a dependency of @peculiar/x509) makes, which it refuses to load without:
 * `defineMetadata`, `getOwnMetadata` and `getMetadata` (the last walking the prototype chain). This stands in for the
 * `reflect-metadata` package; it is imported before @peculiar/x509 and only on this tool's page and worker.
 */
type Store = Map<string | symbol | undefined, Map<unknown, unknown>>;
const stores = new WeakMap<object, Store>();

function table(target: object, property: string | symbol | undefined, create: boolean): Map<unknown, unknown> | undefined {
  let store = stores.get(target);
  if (!store && create) stores.set(target, (store = new Map()));
  let t = store?.get(property);
  if (!t && create && store) store.set(property, (t = new Map()));
  return t;
}

interface ReflectMetadata {
  defineMetadata?: (key: unknown, value: unknown, target: object, property?: string | symbol) => void;
  getOwnMetadata?: (key: unknown, target: object, property?: string | symbol) => unknown;
  getMetadata?: (key: unknown, target: object, property?: string | symbol) => unknown;
}

const R = Reflect as unknown as ReflectMetadata;
if (typeof R.getMetadata !== 'function') {
  R.defineMetadata = (key, value, target, property) => void table(target, property, true)!.set(key, value);
  R.getOwnMetadata = (key, target, property) => table(target, property, false)?.get(key);
  R.getMetadata = (key, target, property) => {
    for (let o: object | null = target; o; o = Object.getPrototypeOf(o) as object | null) {
      const t = table(o, property, false);
      if (t?.has(key)) return t.get(key);
    }
    return undefined;
  };
}

export {};
