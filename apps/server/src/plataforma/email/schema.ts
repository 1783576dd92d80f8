import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface EmailOutboxTable {
  id: Generated<number>;
  para: string;
  assunto: string;
  texto: string;
  html: string;
  link: string | null;
  /** The dentist the e-mail was for (migration 006): the data export goes by it, never by the address. */
  dentistaId: number | null;
  criadoEm: CreatedAt;
}

/** The mail outbox (migration 001), part of `Database`. */
export interface EmailTables {
  emailOutbox: EmailOutboxTable;
}
