import { bool, int, isoDate, obj, text, textList, yesNo, type PlainObject, type YesNo } from '../normalise';

/**
 * A tiny declarative field language for the mappers: each field is a codec from a raw form value
 * to its normalised value. The same shape reads a form (forward mapping) and a saved record
 * (reverse mapping), so both directions apply the very same defaults.
 */
export interface MapContext {
  /** Reference date for ages (YYYY-MM-DD) or '' when the caller gave none. */
  readonly today: string;
  /** Timestamp to stamp into metadata (ISO) or '' when the caller gave none. */
  readonly now: string;
  /** The whole form, for fields derived from another group. */
  readonly root: PlainObject;
  readonly warnings: string[];
}

export type Codec<T> = (raw: unknown, ctx: MapContext, parent: PlainObject) => T;
export type Shape = Readonly<Record<string, Codec<unknown>>>;
export type Infer<S extends Shape> = { -readonly [K in keyof S]: ReturnType<S[K]> };

// Field lists are read once per shape: evaluations run this on every request.
const FIELD_LISTS = new WeakMap<Shape, ReadonlyArray<readonly [string, Codec<unknown>]>>();

function fieldsOf(shape: Shape): ReadonlyArray<readonly [string, Codec<unknown>]> {
  let fields = FIELD_LISTS.get(shape);
  if (!fields) {
    fields = Object.entries(shape);
    FIELD_LISTS.set(shape, fields);
  }
  return fields;
}

/** Reads `source` through `shape` into `target` (no intermediate objects). */
export function parseInto(shape: Shape, source: unknown, ctx: MapContext, target: PlainObject): void {
  const from = obj(source);
  for (const [name, codec] of fieldsOf(shape)) target[name] = codec(from[name], ctx, from);
}

export function parseShape<S extends Shape>(shape: S, source: unknown, ctx: MapContext): Infer<S> {
  const out: PlainObject = {};
  parseInto(shape, source, ctx, out);
  return out as Infer<S>;
}

/** Text, trimmed; '' or the default when missing. */
export const str =
  (fallback = ''): Codec<string> =>
  (v) =>
    text(v) || fallback;
/** Integer, default 0 unless told (spec 001 §5). */
export const num =
  (fallback = 0): Codec<number> =>
  (v) =>
    int(v, fallback);
/** true/yes/'true'/'YES' and false/no. */
export const flag =
  (fallback = false): Codec<boolean> =>
  (v) =>
    bool(v, fallback);
/** Yes/No kept as the strings 'YES' | 'NO' (E-7 payload), default NO. */
export const yn =
  (fallback: YesNo = 'NO'): Codec<YesNo> =>
  (v) =>
    yesNo(v, fallback);
/** A list of codes without empty items; missing is []. */
export const strList = (): Codec<string[]> => (v) => textList(v);
/** YYYY-MM-DD or ''. */
export const date = (): Codec<string> => (v) => isoDate(v);
/** spec 001 §5: a kiip value of the string 'null' becomes null; other values are integers (default 0). */
export const nullableNum = (): Codec<number | null> => (v) => (v === null || text(v).toLowerCase() === 'null' ? null : int(v, 0));
/** A nested group. */
export const group =
  <S extends Shape>(shape: S): Codec<Infer<S>> =>
  (v, ctx) =>
    parseShape(shape, v, ctx);
function present(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/** A value read from the first of several names (aliases forms use for the same field). */
export const alias =
  <T>(codec: Codec<T>, ...names: string[]): Codec<T> =>
  (v, ctx, parent) => {
    if (present(v)) return codec(v, ctx, parent);
    const found = names.map((n) => parent[n]).find(present);
    return codec(found, ctx, parent);
  };
