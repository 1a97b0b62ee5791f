/** localStorage that never throws: private mode, disabled storage and quota errors all return quietly. */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  /** Returns false when the value could not be stored (for example, over the quota). */
  set(key: string, value: string): boolean {
    try {
      window.localStorage.setItem(key, value);
      return true;
    } catch {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Storage is unavailable altogether; keeping input across reloads is best effort.
      }
      return false;
    }
  },
  remove(key: string) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};
