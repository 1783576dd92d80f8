import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface EmailOutboxTable {
  id: Generated<number>;
  para: string;
  assunto: string;
  texto: string;
  html: string;
  link: string | null;
  criadoEm: CreatedAt;
}

/** The mail outbox (migration 001), part of `Database`. */
export interface MailTables {
  emailOutbox: EmailOutboxTable;
}
