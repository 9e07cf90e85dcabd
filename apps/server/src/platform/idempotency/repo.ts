import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';
import { precompiled } from '../../db/precompiled.ts';

export type StoredKey = {
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
  created_at: string;
};

/** Claims the key; false when a row for it exists (on PostgreSQL, after its writer has committed). */
export async function claimKey(tx: Db, row: { scope: string; key: string; requestHash: string; now: string }) {
  return affected(await keyClaim.run(tx, row)) === 1;
}

const keyClaim = precompiled((tx: Db, row: { scope: string; key: string; requestHash: string; now: string }) =>
  tx
    .insertInto('idempotency_keys')
    .values({ scope: row.scope, key: row.key, request_hash: row.requestHash, created_at: row.now })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing()),
);

export async function findKey(tx: Db, scope: string, key: string): Promise<StoredKey | undefined> {
  return tx
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response_status', 'response_body', 'created_at'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function storeResponse(tx: Db, scope: string, key: string, status: number, body: string): Promise<void> {
  await responseStore.run(tx, { scope, key, status, body });
}

const responseStore = precompiled((tx: Db, a: { scope: string; key: string; status: number; body: string }) =>
  tx
    .updateTable('idempotency_keys')
    .set({ response_status: a.status, response_body: a.body })
    .where('scope', '=', a.scope)
    .where('key', '=', a.key),
);

export async function deleteKey(tx: Db, scope: string, key: string): Promise<void> {
  await tx.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
}

export async function deleteKeysBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return affected(result);
}
