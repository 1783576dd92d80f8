import type { CompiledQuery, Kysely, QueryResult } from 'kysely';

/**
 * Queries built and compiled once, executed with new parameter values (the plan list, the beneficiary access
 * trail): on the plan list, building the Kysely queries and compiling them (with the CamelCasePlugin's pass over
 * each tree) was 12-13 % of the server's main thread in the `pnpm bench` profile (docs/benchmarks.md). On
 * PostgreSQL the SQL is also a named prepared statement (`namedStatements` below), so the database parses and
 * plans it once per connection instead of once per request (planning took twice as long as running the page).
 */

/** A placeholder for a parameter of a prepared query; only ever seen by Kysely as an opaque value. */
class Slot {
  constructor(readonly name: string) {}
}

/** The placeholder of a named parameter, typed as the value it stands for. */
export type Param<P> = <K extends keyof P & string>(name: K) => P[K];

/** SQL texts of prepared queries and the statement name each runs as on a PostgreSQL connection. */
const statementNames = new Map<string, string>();

/**
 * A query whose shape never changes, executed with the values of `P`: `build` compiles it, with
 * `param('name')` wherever a value goes. Compiled on the first execution against a Kysely instance and kept
 * for that instance (plugins run at compile time, and another instance may have other plugins).
 */
export function preparedQuery<DB, P extends Record<string, unknown>, Row>(
  build: (db: Kysely<DB>, param: Param<P>) => CompiledQuery<Row>,
) {
  const preparedFor = new WeakMap<Kysely<DB>, Prepared<P, Row>>();
  return (db: Kysely<DB>, values: P): Promise<QueryResult<Row>> => {
    let prepared = preparedFor.get(db);
    if (!prepared) {
      prepared = prepare(build(db, slotFor as Param<P>));
      preparedFor.set(db, prepared);
    }
    return db.executeQuery<Row>({ ...prepared.compiled, parameters: prepared.parameters(values) });
  };
}

interface Prepared<P, Row> {
  compiled: CompiledQuery<Row>;
  parameters: (values: P) => unknown[];
}

// Kysely passes a value it does not take for an expression through as a parameter ($n): each slot lands in
// the compiled `parameters` where its value goes, between the query's constant parameters.
const slotFor = (name: string) => new Slot(name);

function prepare<P extends Record<string, unknown>, Row>(compiled: CompiledQuery<Row>): Prepared<P, Row> {
  const sources = compiled.parameters.map((value) =>
    value instanceof Slot ? (given: P) => given[value.name] : () => value,
  );
  if (!statementNames.has(compiled.sql)) statementNames.set(compiled.sql, `kq${statementNames.size + 1}`);
  return { compiled, parameters: (given) => sources.map((source) => source(given)) };
}

/** What namedStatements needs of a pg client: its query method. */
interface QueryingClient {
  query: (...args: never[]) => unknown;
}

/**
 * Makes a new pg client run the SQL of prepared queries as named statements (pg parses a name once per
 * connection and then only binds and executes it); any other SQL runs as before. Called once per connection
 * (the pool's 'connect' event). PostgreSQL re-plans a named statement by itself after a schema change.
 */
export function namedStatements(client: QueryingClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]) => {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length <= 2 ? statementNames.get(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
  client.query = named as QueryingClient['query'];
}
