/**
 * A small in-process cache of per-site read models (parameters, page tree), keyed by the database
 * object so that two servers in one process (tests) never share entries. Writers call `invalidate`;
 * the TTL only bounds staleness if the database is changed behind the API's back.
 */
export function siteCache<T>(ttlMs: number) {
  const stores = new WeakMap<object, Map<number, { value: T; expires: number }>>();
  const storeOf = (db: object) => {
    let store = stores.get(db);
    if (!store) stores.set(db, (store = new Map()));
    return store;
  };
  return {
    async get(db: object, siteId: number, load: () => Promise<T>): Promise<T> {
      const store = storeOf(db);
      const hit = store.get(siteId);
      const now = Date.now();
      if (hit && hit.expires > now) return hit.value;
      const value = await load();
      store.set(siteId, { value, expires: now + ttlMs });
      return value;
    },
    invalidate(db: object, siteId: number) {
      stores.get(db)?.delete(siteId);
    },
  };
}
