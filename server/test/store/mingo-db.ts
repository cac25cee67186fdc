/**
 * For tests only: the part of the MongoDB driver's Db that the MongoDB adapter uses, kept in
 * memory and answered by mingo (MongoDB's query language, aggregation and update operators
 * run in JavaScript). The adapter's own filters, sorts, cursor ranges, pipelines and updates
 * run unchanged against it, so the contract suite and the equivalence tests can run the
 * adapter where no MongoDB server exists. What it cannot show: a real server's concurrency,
 * durability, network failures and index use (docs/deployment.md, "What was verified where").
 *
 * Each operation starts after a macrotask (setImmediate), so concurrent calls interleave
 * between operations as they would over a network; within one operation a document changes
 * atomically, as on a server. Unique indexes are enforced with the driver's duplicate-key
 * error (code 11000). `crashAtWrite(n)` makes the n-th write from now throw before it
 * applies, standing in for the process dying there; `offline` makes every operation fail
 * with the driver's network error.
 */
import { aggregate, find, update as applyUpdate } from 'mingo';
import type { Options } from 'mingo/types';
import { MongoNetworkError, MongoServerError, ObjectId, type Db } from 'mongodb';

type Doc = Record<string, unknown>;
const OID = '\u0000oid:';

/** ObjectIds become tagged strings, which order as ObjectIds do (same-length lower-case hex). */
function encode(value: unknown): unknown {
  if (value instanceof ObjectId) return OID + value.toHexString();
  if (Array.isArray(value)) return value.map(encode);
  if (value instanceof Date || value instanceof RegExp || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, encode(child)]));
}

function decode(value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith(OID)) return ObjectId.createFromHexString(value.slice(OID.length));
  if (Array.isArray(value)) return value.map(decode);
  if (value instanceof Date || value instanceof RegExp || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, decode(child)]));
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const clone = <T>(doc: T): T => structuredClone(doc);

export class CrashError extends Error {
  constructor(readonly write: string) {
    super(`Injected crash before ${write}`);
    this.name = 'CrashError';
  }
}

interface IndexSpec {
  name: string;
  key: Record<string, unknown>;
  unique?: boolean;
}

export class MingoDb {
  readonly data = new Map<string, Doc[]>();
  readonly indexes = new Map<string, IndexSpec[]>();
  /** Every write applied so far, as "collection.operation". */
  readonly writes: string[] = [];
  private crashAt: number | null = null;
  /** While true, every operation fails as when the server cannot be reached. */
  offline = false;

  /** Waits a macrotask (operations interleave as over a network), then fails if offline. */
  async roundTrip(): Promise<void> {
    await tick();
    if (this.offline) throw new MongoNetworkError('connect ECONNREFUSED (mingo-db is offline)');
  }

  /** The n-th write from now (1: the next one) throws CrashError before it applies. */
  crashAtWrite(n: number | null): void {
    this.crashAt = n === null ? null : this.writes.length + n;
  }

  beforeWrite(what: string): void {
    if (this.crashAt !== null && this.writes.length + 1 >= this.crashAt) {
      this.crashAt = null;
      throw new CrashError(what);
    }
    this.writes.push(what);
  }

  docs(name: string): Doc[] {
    let docs = this.data.get(name);
    if (docs === undefined) {
      docs = [];
      this.data.set(name, docs);
    }
    return docs;
  }

  /** The stored documents of a collection, decoded (ObjectIds back). */
  dump(name: string): Doc[] {
    return this.docs(name).map((doc) => decode(doc) as Doc);
  }

  collection(name: string): MingoCollection {
    return new MingoCollection(this, name);
  }

  /** Typed as the driver's Db for the adapter; only what MingoCollection implements may be used. */
  asDb(): Db {
    return this as unknown as Db;
  }

  options(): Partial<Options> {
    return { collectionResolver: (name: string) => this.docs(name) };
  }
}

class FindCursor {
  private sortSpec: Doc | undefined;
  private limitN: number | undefined;
  constructor(
    private readonly db: MingoDb,
    private readonly name: string,
    private readonly filter: Doc,
    private readonly projection: Doc | undefined,
  ) {}
  sort(spec: Doc) {
    this.sortSpec = spec;
    return this;
  }
  limit(n: number) {
    this.limitN = n;
    return this;
  }
  async toArray(): Promise<Doc[]> {
    await this.db.roundTrip();
    let cursor = find(this.db.docs(this.name), encode(this.filter) as Doc, this.projection as never, this.db.options());
    if (this.sortSpec) cursor = cursor.sort(this.sortSpec as never);
    if (this.limitN !== undefined) cursor = cursor.limit(this.limitN);
    return cursor.all().map((doc) => decode(clone(doc)) as Doc);
  }
  async next(): Promise<Doc | null> {
    return (await this.limit(1).toArray())[0] ?? null;
  }
  async *[Symbol.asyncIterator]() {
    for (const doc of await this.toArray()) yield doc;
  }
}

class MingoCollection {
  constructor(
    private readonly db: MingoDb,
    private readonly name: string,
  ) {}

  private get docs() {
    return this.db.docs(this.name);
  }

  private matching(filter: Doc): Doc[] {
    return find(this.docs, encode(filter) as Doc, undefined, this.db.options()).all();
  }

  private uniqueIndexes(): IndexSpec[] {
    return [
      { name: '_id_', key: { _id: 1 }, unique: true },
      ...(this.db.indexes.get(this.name) ?? []).filter((i) => i.unique),
    ];
  }

  /** Throws the driver's duplicate-key error when doc would share a unique key with another document. */
  private checkUnique(doc: Doc, except?: Doc) {
    for (const index of this.uniqueIndexes()) {
      const fields = Object.keys(index.key);
      const keyOf = (d: Doc) => JSON.stringify(fields.map((field) => d[field] ?? null));
      const key = keyOf(doc);
      if (this.docs.some((other) => other !== except && keyOf(other) === key)) {
        throw new MongoServerError({
          message: `E11000 duplicate key error collection: ${this.name} index: ${index.name}`,
          code: 11000,
        });
      }
    }
  }

  private apply(doc: Doc, updateSpec: Doc | Doc[], inserting: boolean): Doc {
    const encoded = encode(updateSpec) as Doc | Doc[];
    if (Array.isArray(encoded)) return aggregate([clone(doc)], encoded, this.db.options())[0] as Doc;
    const { $setOnInsert, ...operators } = encoded as Doc & { $setOnInsert?: Doc };
    const next = clone(doc);
    if (inserting && $setOnInsert) Object.assign(next, $setOnInsert);
    if (Object.keys(operators).length > 0)
      applyUpdate(next, operators as never, undefined, undefined, { cloneMode: 'none' });
    return next;
  }

  find(filter: Doc = {}, options: { projection?: Doc } = {}) {
    return new FindCursor(this.db, this.name, filter, options.projection);
  }

  async findOne(filter: Doc = {}, options: { projection?: Doc } = {}) {
    return this.find(filter, options).next();
  }

  async countDocuments(filter: Doc = {}) {
    await this.db.roundTrip();
    return this.matching(filter).length;
  }

  async estimatedDocumentCount() {
    await this.db.roundTrip();
    return this.docs.length;
  }

  async distinct(field: string, filter: Doc = {}) {
    await this.db.roundTrip();
    const values = new Map<string, unknown>();
    for (const doc of this.matching(filter)) values.set(JSON.stringify(doc[field]), doc[field]);
    return [...values.values()].map(decode);
  }

  aggregate(pipeline: Doc[]) {
    const run = async () => {
      await this.db.roundTrip();
      return aggregate(this.docs, encode(pipeline) as Doc[], this.db.options()).map((doc) => decode(clone(doc)) as Doc);
    };
    return {
      toArray: run,
      next: async () => (await run())[0] ?? null,
    };
  }

  async insertOne(doc: Doc) {
    await this.db.roundTrip();
    const stored = encode({ _id: new ObjectId(), ...doc }) as Doc;
    this.checkUnique(stored);
    this.db.beforeWrite(`${this.name}.insertOne`);
    this.docs.push(stored);
    return { acknowledged: true, insertedId: decode(stored._id) };
  }

  async insertMany(docs: Doc[]) {
    for (const doc of docs) await this.insertOne(doc);
    return { acknowledged: true, insertedCount: docs.length };
  }

  private async updateFirst(filter: Doc, updateSpec: Doc | Doc[], upsert: boolean, operation: string) {
    await this.db.roundTrip();
    const [target] = this.matching(filter);
    if (target !== undefined) {
      const next = this.apply(target, updateSpec, false);
      this.checkUnique(next, target);
      const changed = JSON.stringify(next) !== JSON.stringify(target);
      this.db.beforeWrite(`${this.name}.${operation}`);
      const index = this.docs.indexOf(target);
      this.docs[index] = next;
      return { matched: 1, modified: changed ? 1 : 0, upsertedId: null, doc: next };
    }
    if (!upsert) return { matched: 0, modified: 0, upsertedId: null, doc: null };
    const base = Object.fromEntries(
      Object.entries(encode(filter) as Doc).filter(([key, value]) => !key.startsWith('$') && !isOperator(value)),
    );
    if (base._id === undefined) base._id = encode(new ObjectId());
    const inserted = this.apply(base, updateSpec, true);
    this.checkUnique(inserted);
    this.db.beforeWrite(`${this.name}.${operation}`);
    this.docs.push(inserted);
    return { matched: 0, modified: 0, upsertedId: decode(inserted._id), doc: inserted };
  }

  async updateOne(filter: Doc, updateSpec: Doc | Doc[], options: { upsert?: boolean } = {}) {
    const result = await this.updateFirst(filter, updateSpec, options.upsert === true, 'updateOne');
    return {
      acknowledged: true,
      matchedCount: result.matched,
      modifiedCount: result.modified,
      upsertedCount: result.upsertedId === null ? 0 : 1,
      upsertedId: result.upsertedId,
    };
  }

  async updateMany(filter: Doc, updateSpec: Doc | Doc[]) {
    await this.db.roundTrip();
    const targets = this.matching(filter);
    if (targets.length === 0) return { acknowledged: true, matchedCount: 0, modifiedCount: 0 };
    const updates = targets.map((target) => {
      const next = this.apply(target, updateSpec, false);
      this.checkUnique(next, target);
      return [target, next] as const;
    });
    // One write, as a server applies one updateMany (not atomically across documents there either).
    this.db.beforeWrite(`${this.name}.updateMany`);
    let modified = 0;
    for (const [target, next] of updates) {
      if (JSON.stringify(next) !== JSON.stringify(target)) modified += 1;
      this.docs[this.docs.indexOf(target)] = next;
    }
    return { acknowledged: true, matchedCount: targets.length, modifiedCount: modified };
  }

  async findOneAndUpdate(
    filter: Doc,
    updateSpec: Doc | Doc[],
    options: { upsert?: boolean; returnDocument?: 'before' | 'after'; projection?: Doc } = {},
  ) {
    const [before] = this.matching(filter);
    const beforeCopy = before === undefined ? null : clone(before);
    const result = await this.updateFirst(filter, updateSpec, options.upsert === true, 'findOneAndUpdate');
    const doc = options.returnDocument === 'after' ? result.doc : beforeCopy;
    if (doc === null) return null;
    const projected = options.projection ? find([doc], {}, options.projection as never).all()[0]! : doc;
    return decode(clone(projected)) as Doc;
  }

  async deleteOne(filter: Doc) {
    await this.db.roundTrip();
    const [target] = this.matching(filter);
    if (target === undefined) return { acknowledged: true, deletedCount: 0 };
    this.db.beforeWrite(`${this.name}.deleteOne`);
    this.docs.splice(this.docs.indexOf(target), 1);
    return { acknowledged: true, deletedCount: 1 };
  }

  async deleteMany(filter: Doc) {
    await this.db.roundTrip();
    const targets = new Set(this.matching(filter));
    if (targets.size === 0) return { acknowledged: true, deletedCount: 0 };
    this.db.beforeWrite(`${this.name}.deleteMany`);
    const kept = this.docs.filter((doc) => !targets.has(doc));
    this.docs.splice(0, this.docs.length, ...kept);
    return { acknowledged: true, deletedCount: targets.size };
  }

  async createIndexes(specs: Array<{ key: Record<string, unknown>; name?: string; unique?: boolean }>) {
    await this.db.roundTrip();
    const list = this.db.indexes.get(this.name) ?? [];
    for (const spec of specs) {
      const name =
        spec.name ??
        Object.entries(spec.key)
          .map(([field, dir]) => `${field}_${String(dir)}`)
          .join('_');
      if (!list.some((index) => index.name === name)) list.push({ name, key: spec.key, unique: spec.unique });
    }
    this.db.indexes.set(this.name, list);
    return specs.map((spec) => spec.name ?? '');
  }

  async indexes() {
    await this.db.roundTrip();
    return [{ name: '_id_', key: { _id: 1 } }, ...(this.db.indexes.get(this.name) ?? [])];
  }

  async dropIndex(name: string) {
    await this.db.roundTrip();
    this.db.indexes.set(
      this.name,
      (this.db.indexes.get(this.name) ?? []).filter((index) => index.name !== name),
    );
  }
}

const isOperator = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).some((key) => key.startsWith('$'));
