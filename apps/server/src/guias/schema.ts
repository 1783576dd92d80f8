import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** What an emission of a plan's guide was: a TISS request of procedures, or the cancellation of the last one. */
export type TipoEmissao = 'solicitacao' | 'cancelamento';

/** One emission of a plan's guide (migration 018): its own number, date, hash and the exact bytes sent. */
export interface EmissaoGuiaTable {
  id: Generated<number>;
  planoTratamentoId: number;
  /** 1, 2, 3… within the plan. */
  sequencia: number;
  /** The plan code and the sequence ('PTO-0017-02'): the message's numeroGuiaPrestador for a request. */
  numero: string;
  tipo: TipoEmissao;
  emitidaEm: CreatedAt;
  /** The dentist who asked for it. */
  dentistaId: number;
  /** The message's epilogo/hash. */
  hash: string;
  /** The message as sent (ISO-8859-1 bytes). */
  mensagem: ColumnType<Uint8Array, Uint8Array, never>;
}

/** An item a request carried, with the content requested (no foreign key: a removed item is deleted). */
export interface EmissaoGuiaItemTable {
  emissaoGuiaId: number;
  planoTratamentoItemId: number;
  /** The item as requested (procedure, place, quantity, value, justification), as JSON. */
  conteudo: string;
}

/** The tables of migration 018: a plan's guide emissions. */
export interface GuiasTables {
  emissaoGuia: EmissaoGuiaTable;
  emissaoGuiaItem: EmissaoGuiaItemTable;
}
