import type Database from 'better-sqlite3';
import type { Db } from 'mongodb';
import type { EmbeddedContext, EmbeddedMemberData } from './embedded-context';
import type { MongoContext, MongoMemberData } from './mongo-context';

/**
 * What a feature gives the store, once per adapter: its methods built over the store's shared
 * context, and the schema versions it added. Versions are numbered across every feature (the
 * order they were released in, kept in SQLite's user_version and MongoDB's `migrations`), so a
 * feature's new migration takes the next free number; the store refuses to open on a gap or a
 * number two features claim (collectMigrations).
 */
export interface EmbeddedPart<Methods extends object> {
  migrations?: Record<number, EmbeddedMigration>;
  methods: (ctx: EmbeddedContext) => Methods;
  /** What the feature holds of one member: how it is exported and erased (member-data.ts). */
  member?: EmbeddedMemberData;
}

export interface MongoPart<Methods extends object> {
  migrations?: Record<number, MongoMigration>;
  /** Finishes at start what a crashed process left half done (after the migrations, before serving). */
  recover?: (ctx: MongoContext) => Promise<void>;
  methods: (ctx: MongoContext) => Methods;
  /** What the feature holds of one member: how it is exported and erased (member-data.ts). */
  member?: MongoMemberData;
}

export interface EmbeddedMigration {
  name: string;
  up: (db: Database.Database) => void;
}

export interface MongoMigration {
  name: string;
  up: (db: Db) => Promise<void>;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The store the parts make together: every part's methods. */
export type MethodsOf<Part> = UnionToIntersection<
  Part extends EmbeddedPart<infer M> ? M : Part extends MongoPart<infer M> ? M : never
>;

/** Every part's migrations in version order; throws on a gap or a version claimed twice. */
export function collectMigrations<M>(parts: ReadonlyArray<{ migrations?: Record<number, M> }>): M[] {
  const all = new Map<number, M>();
  for (const part of parts) {
    for (const [key, migration] of Object.entries(part.migrations ?? {})) {
      const version = Number(key);
      if (all.has(version)) throw new Error(`Two store parts claim migration ${version}`);
      all.set(version, migration);
    }
  }
  return Array.from({ length: all.size }, (_, index) => {
    const migration = all.get(index + 1);
    if (migration === undefined) throw new Error(`No store part has migration ${index + 1}`);
    return migration;
  });
}

/** The parts' methods as one object; a method two parts define is an error, not a silent override. */
export function mergeMethods<Ctx>(parts: ReadonlyArray<{ methods: (ctx: Ctx) => object }>, ctx: Ctx): object {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [name, method] of Object.entries(part.methods(ctx))) {
      if (name in merged) throw new Error(`Two store parts define ${name}`);
      merged[name] = method;
    }
  }
  return merged;
}
