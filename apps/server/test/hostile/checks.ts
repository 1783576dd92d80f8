import { sql } from 'kysely';
import type { TestServer } from '../support/server';

/** What a response gave away or got wrong; empty when it is fine. */
export function responseProblems(status: number, contentType: string, text: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  if (STACK_TRACE.test(text)) problems.push('stack trace no corpo');
  if (DATABASE_TEXT.test(text)) problems.push('texto de SQL ou do banco no corpo');
  if (status < 400) return problems;
  if (!contentType.startsWith('application/json'))
    return [...problems, `erro em ${contentType || 'sem tipo'}`];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, 'erro com JSON inválido'];
  }
  const envelope = body as { success?: unknown; message?: unknown; errorMessage?: unknown; errors?: unknown };
  const message = envelope.message ?? envelope.errorMessage;
  if (envelope.success !== false || typeof message !== 'string')
    return [...problems, 'erro fora do envelope'];
  const messages = [message, ...(Array.isArray(envelope.errors) ? envelope.errors : [])];
  for (const item of messages) {
    if (typeof item !== 'string' || !isPortuguese(item))
      problems.push(`mensagem que não é pt-BR: ${String(item)}`);
  }
  return problems;
}

/** V8 stack frames, Node internals, source paths. */
const STACK_TRACE = /\n\s+at |\bat [\w.<>$]+ \([^)]*:\d+:\d+\)|node:internal|node_modules|\/src\/[\w/-]+\.ts/;

/** What PostgreSQL, PGlite, pg or Kysely write in their errors (never what a client sent). */
const DATABASE_TEXT =
  /syntax error at or near|violates (?:not-null|foreign key|check|unique) constraint|duplicate key value|relation "[^"]*" does not exist|invalid input syntax for|out of range for type|invalid byte sequence for encoding|SQLSTATE|\bkysely\b|\bpglite\b|current transaction is aborted/i;

/** English words a message of this server never has (Fastify's, Ajv's or Node's own messages do). */
const ENGLISH =
  /\b(?:the|must|should|cannot|failed|unexpected|required property|not found|is not|invalid|error|body|request|route)\b/i;

/** Portuguese: an accented letter, or one of the words every message of the catalogue is made of. */
const PORTUGUESE =
  /[áàâãéêíóôõúç]|\b(?:não|de|do|da|o|a|ao|em|no|na|um|uma|para|com|campo|tente|sua|seu|senha|atual|nenhum|procedimento)\b/i;

export function isPortuguese(message: string): boolean {
  return message.trim().length > 0 && PORTUGUESE.test(message) && !ENGLISH.test(message);
}

/** Row counts of every table of the server's schema, by table name. */
export async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
    server.db,
  );
  const counts = tables.map(
    ({ name }) => sql`(select count(*)::int from ${sql.table(name)}) as ${sql.ref(name)}`,
  );
  const { rows } = await sql<Record<string, number>>`select ${sql.join(counts)}`.execute(server.db);
  return rows[0] ?? {};
}
