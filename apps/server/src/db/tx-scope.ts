import { AsyncLocalStorage } from 'node:async_hooks';
import type { Dialect } from 'kysely';

/**
 * Fail fast on the root handle inside a write transaction (decision 046). On SQLite the transaction
 * holds the one connection, so a query on the root handle from inside it waits for that connection
 * forever; on PostgreSQL it runs outside the transaction. In development and tests the root handle
 * is guarded: the transaction helper marks the async work it runs, and the guarded driver refuses
 * to hand the root handle a connection while that mark is open. Production opens no guard: nothing
 * is wrapped and no async context is kept.
 */
export const ROOT_DB_IN_TRANSACTION = 'root db used inside a transaction; use the tx';

/** The transaction a piece of async work runs inside, for the database it belongs to, while open. */
type Scope = { database: object; open: boolean };
const scope = new AsyncLocalStorage<Scope>();
/** The guard of each guarded root handle (by its Kysely instance). */
const guards = new WeakMap<object, object>();

/** Wraps a dialect so its driver refuses connections to work inside an open transaction of `guard`. */
export function guardedDialect(dialect: Dialect, guard: object): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      driver.acquireConnection = async () => {
        const current = scope.getStore();
        if (current?.open && current.database === guard) throw new Error(ROOT_DB_IN_TRANSACTION);
        return acquire();
      };
      return driver;
    },
  };
}

/** Records that `db` (a root handle) is guarded by `guard`. */
export const registerGuard = (db: object, guard: object): void => {
  guards.set(db, guard);
};

/** Throws when called from inside an open transaction of guarded `root` (the guarded driver's check, for work that queues without a connection). */
export function refuseInsideTransaction(root: object): void {
  const database = guards.get(root);
  const current = scope.getStore();
  if (database && current?.open && current.database === database) throw new Error(ROOT_DB_IN_TRANSACTION);
}

/** Runs a transaction's work marked as inside it, when the root handle is guarded; else just runs it. */
export function insideTransaction<T>(root: object, work: () => Promise<T>): Promise<T> {
  const database = guards.get(root);
  if (!database) return work();
  const marked: Scope = { database, open: true };
  return scope.run(marked, async () => {
    try {
      return await work();
    } finally {
      // Work the transaction started and left running may use the root handle once it has ended.
      marked.open = false;
    }
  });
}
