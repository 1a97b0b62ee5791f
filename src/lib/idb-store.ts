/**
 * A tiny key-value store in IndexedDB (one database, one object store) for tool inputs too large for
 * localStorage. Every call settles: a browser without IndexedDB, or a failing one, rejects the promise.
 */
const DB = 'devbench';
const STORE = 'tool-state';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'));
  }).catch((e: unknown) => {
    opening = null;
    throw e;
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const req = act(tx.objectStore(STORE));
    // Nothing else goes into this transaction: committing now, rather than when the page's task ends, gives a write
    // made as the page is left (pagehide) its best chance to land before the page is torn down.
    if (mode === 'readwrite' && typeof tx.commit === 'function') tx.commit();
    tx.oncomplete = () => resolve(req.result as T);
    tx.onerror = () => reject(tx.error ?? req.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** Whether the database exists, without creating it (a first visit reads nothing and writes nothing). */
async function exists(): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((d) => d.name === DB);
}

/** The stored value (JSON text, or an object stored by structured clone), or undefined. */
export const idbGet = async (key: string) => ((await exists()) ? run<unknown>('readonly', (s) => s.get(key)) : undefined);
export const idbSet = (key: string, value: unknown) => run<IDBValidKey>('readwrite', (s) => s.put(value, key)).then(() => undefined);
export const idbDelete = async (key: string) => {
  if (await exists()) await run<undefined>('readwrite', (s) => s.delete(key));
};

/**
 * Opens the database ahead of a save, so that a save made as the page is left (pagehide) starts its transaction in that
 * same task instead of waiting for the database to open, which a page being left may not live to see.
 */
export const idbWarm = () => void open().catch(() => undefined);
