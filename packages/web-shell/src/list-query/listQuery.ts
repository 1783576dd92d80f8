/**
 * One typed codec between a list screen's address query (?busca=Maria&status=2&pagina=3) and the list's
 * query: each parameter has a reader that turns what the address holds (anything a person typed or a link
 * kept) into a value the screen and the server accept, and a writer that leaves out empty values, so that
 * equal lists have equal addresses (and share a cache entry).
 */
export interface ParamCodec<T> {
  /** The value for the parameter as the address holds it (null: not there); a value the server would refuse reads as none. */
  read: (raw: string | null) => T;
  /** The parameter for a value; null leaves it out of the address. */
  write: (value: T) => string | null;
  /** The parameter's name in the address, when it is not the query's key. */
  param?: string;
}

/** The most characters a text filter sends (the API's limit). */
export const TEXT_PARAM_MAX = 100;
/** The highest page an address may ask for. */
export const PAGE_PARAM_MAX = 100_000;

const WHOLE_NUMBER = /^\d+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Free text. `trim`: read and written without surrounding spaces, read at most TEXT_PARAM_MAX characters
 * (a filter applied as a whole); otherwise kept as typed (a search field that writes the address at each
 * key, whose spaces between words must survive). Empty is left out.
 */
export const textParam = ({
  trim = false,
  param,
}: {
  trim?: boolean;
  param?: string;
} = {}): ParamCodec<string> => ({
  read: (raw) => (trim ? (raw ?? '').trim().slice(0, TEXT_PARAM_MAX) : (raw ?? '')),
  write: (value) => (trim ? value.trim() : value) || null,
  param,
});

/** The page, from 1: anything but a whole number from 1 to PAGE_PARAM_MAX reads as 1; page 1 is left out. */
export const pageParam = ({ param }: { param?: string } = {}): ParamCodec<number> => ({
  read: (raw) => {
    if (raw === null || !WHOLE_NUMBER.test(raw)) return 1;
    const value = Number(raw);
    return value >= 1 && value <= PAGE_PARAM_MAX ? value : 1;
  },
  write: (value) => (value > 1 ? String(value) : null),
  param,
});

/** One of a closed list (a status tab, a plan status): anything else reads as null, which is left out. */
export const oneOfParam = <T extends string | number>(values: readonly T[]): ParamCodec<T | null> => ({
  read: (raw) => values.find((candidate) => String(candidate) === raw) ?? null,
  write: (value) => (value === null ? null : String(value)),
});

/** A yyyy-MM-dd date; anything else reads as '', which is left out. */
export const dateParam = (): ParamCodec<string> => ({
  read: (raw) => (raw !== null && ISO_DATE.test(raw) ? raw : ''),
  write: (value) => (ISO_DATE.test(value) ? value : null),
});

/** A whole number from 0 to `max` (days in the queue); anything else reads as undefined, which is left out. */
export const wholeNumberParam = (max: number): ParamCodec<number | undefined> => ({
  read: (raw) => {
    const text = raw?.trim() ?? '';
    if (!WHOLE_NUMBER.test(text)) return undefined;
    const value = Number(text);
    return value <= max ? value : undefined;
  },
  write: (value) => (value === undefined ? null : String(value)),
});

export type ListQuerySchema<Query> = { [Key in keyof Query]: ParamCodec<Query[Key]> };

export interface ListQueryCodec<Query> {
  /** The query the address shows. */
  read: (params: URLSearchParams) => Query;
  /** A fresh address query with these values (keys not given, and empty values, are left out). */
  write: (values: Partial<Query>) => URLSearchParams;
  /**
   * The address query after some changes: each given key is set, or removed when empty; other parameters
   * stay; any change other than the page goes back to page 1.
   */
  change: (params: URLSearchParams, changes: Partial<Query>) => URLSearchParams;
}

/** The codec of a list whose query has these parameters; `pageKey` names the page's (default 'pagina'). */
export function listQueryCodec<Query extends object>(
  schema: ListQuerySchema<Query>,
  { pageKey = 'pagina' as keyof Query }: { pageKey?: keyof Query } = {},
): ListQueryCodec<Query> {
  const keys = Object.keys(schema) as (keyof Query)[];
  const paramOf = (key: keyof Query) => schema[key].param ?? String(key);
  const setOrDelete = (params: URLSearchParams, key: keyof Query, value: Query[keyof Query]) => {
    const written = schema[key].write(value);
    if (written === null) params.delete(paramOf(key));
    else params.set(paramOf(key), written);
  };
  return {
    read: (params) => {
      const query: Partial<Query> = {};
      for (const key of keys) query[key] = schema[key].read(params.get(paramOf(key)));
      // Every key of the schema was read above.
      return query as Query;
    },
    write: (values) => {
      const params = new URLSearchParams();
      for (const key of keys) {
        const value = values[key];
        if (value !== undefined) setOrDelete(params, key, value);
      }
      return params;
    },
    change: (params, changes) => {
      const next = new URLSearchParams(params);
      for (const key of keys) {
        if (key in changes) setOrDelete(next, key, changes[key] as Query[keyof Query]);
      }
      if (!(pageKey in changes) && pageKey in schema) next.delete(paramOf(pageKey));
      return next;
    },
  };
}
