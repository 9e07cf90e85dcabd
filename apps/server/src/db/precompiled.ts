import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './connection.ts';
import { markFixedPlan } from './fixed-plans.ts';

/**
 * A query that Kysely builds and compiles once per database kind and shape of its arguments, then
 * runs again with each call's values (decision 082). Building and compiling a query costs tens of
 * microseconds, as much as SQLite takes to run it, on every call of an order's two dozen statements.
 *
 * `build` is called with a stand-in of the arguments: the same plain objects and arrays, with each
 * value replaced by a marker that Kysely compiles into a parameter like any other value. The shape
 * (array lengths, fields present, values left undefined) is part of the cache key, so a builder may
 * branch on `=== undefined` and on lengths, and an insert leaves out an undefined column as Kysely
 * does. It may branch on the handle's database kind (`dialectOf(db)`): each kind compiles its own.
 * It must not branch on a value itself: the marker stands in for every value. Using one as a
 * string or number throws, so most such mistakes fail on the first call. A handle with Kysely
 * plugins builds every call afresh, as Kysely would, so each plugin still sees every query. An
 * array in the arguments is a list of values (`in (...)`, rows to insert), never one value: no
 * column of the schema holds an array. Its SQL is a fixed-plan text (`fixed-plans.ts`): a builder
 * whose best plan depends on its values (a search, a filtered page) must not be precompiled.
 */
export type Precompiled<A, R> = {
  /** Every row the statement returns. */
  rows: (db: Db, args: A) => Promise<R[]>;
  /** The first row, if any. */
  first: (db: Db, args: A) => Promise<R | undefined>;
  /** The whole result: rows and, for writes, the number of rows affected. */
  run: (db: Db, args: A) => Promise<QueryResult<R>>;
};

/** Shapes compiled per statement and database kind; more (lists of many lengths) compile each call. */
const MAX_SHAPES = 64;

const SLOT = Symbol('precompiled value');
type Path = readonly (string | number)[];
type Slot = { readonly [SLOT]: Path };
/** A parameter: the path of an argument's value, or a value the builder wrote itself. */
type Source = Path | { readonly constant: unknown };
type Compiled = { query: CompiledQuery; sources: readonly Source[] };

const isSlot = (value: unknown): value is Slot => typeof value === 'object' && value !== null && SLOT in value;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function slot(path: Path): Slot {
  return Object.freeze({
    [SLOT]: path,
    [Symbol.toPrimitive]() {
      throw new Error(`a precompiled query used the value at ${path.join('.') || 'its argument'} in JavaScript`);
    },
  });
}

/** The shape of `value` as a key: arrays by length, objects by their fields, undefined apart. */
function shapeOf(value: unknown): string {
  if (value === undefined) return 'u';
  if (Array.isArray(value)) {
    let key = '[';
    for (const item of value) key += `${shapeOf(item)},`;
    return `${key}]`;
  }
  if (isPlainObject(value)) {
    let key = '{';
    for (const field in value) key += `${field}:${shapeOf(value[field])},`;
    return `${key}}`;
  }
  return 'v';
}

/** `value` with every defined leaf replaced by a marker of its path. */
function standIn(value: unknown, path: Path): unknown {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((item, i) => standIn(item, [...path, i]));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const field in value) out[field] = standIn(value[field], [...path, field]);
    return out;
  }
  return slot(path);
}

function valueAt(args: unknown, path: Path): unknown {
  let value = args;
  for (const step of path) value = (value as Record<string | number, unknown>)[step];
  return value;
}

export function precompiled<A, R>(build: (db: Db, args: A) => Compilable<R>): Precompiled<A, R> {
  // Per Kysely adapter, which a root handle and its transactions share: one per database kind.
  const byAdapter = new WeakMap<object, Map<string, Compiled>>();

  const compile = (db: Db, args: A): Compiled => {
    const query = build(db, standIn(args, []) as A).compile();
    markFixedPlan(query.sql);
    const sources = query.parameters.map((p): Source => (isSlot(p) ? p[SLOT] : { constant: p }));
    return { query, sources };
  };

  const compiledFor = (db: Db, args: A): Compiled => {
    const executor = db.getExecutor();
    // A plugin sees every query as it is built (tests count statements that way): nothing is kept.
    if (executor.plugins.length > 0) return compile(db, args);
    const adapter = executor.adapter;
    let shapes = byAdapter.get(adapter);
    if (!shapes) {
      shapes = new Map();
      byAdapter.set(adapter, shapes);
    }
    const shape = shapeOf(args);
    const known = shapes.get(shape);
    if (known) return known;
    const fresh = compile(db, args);
    if (shapes.size < MAX_SHAPES) shapes.set(shape, fresh);
    return fresh;
  };

  const run = (db: Db, args: A): Promise<QueryResult<R>> => {
    const { query, sources } = compiledFor(db, args);
    const parameters = sources.map((s) =>
      Array.isArray(s) ? valueAt(args, s) : (s as { constant: unknown }).constant,
    );
    return db.executeQuery<R>({ ...query, parameters });
  };

  return {
    run,
    rows: async (db, args) => (await run(db, args)).rows,
    first: async (db, args) => (await run(db, args)).rows[0],
  };
}
