import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | undefined, Date>;
/** A `date` column, kept as its yyyy-MM-dd text by the database drivers. */
type DateText = string;

export interface OuvidoriaMensagemTable {
  id: Generated<number>;
  dentistaId: number;
  protocolo: string;
  protocoloAnterior: string | null;
  numeroCarteira: string;
  nome: string;
  email: string;
  telefone: string | null;
  whatsapp: string;
  cidade: string;
  mensagem: string;
  prazoResposta: DateText;
  recebidoEm: Timestamp;
}

/**
 * The ombudsman's messages (migration 003, docs/product-rules.md#d13), part of `Database`; the glosa and financial
 * tables of that migration went in 021 (Glosas and Financeiro read the account analyses and the batches).
 */
export interface DadosDoDentistaTables {
  ouvidoriaMensagem: OuvidoriaMensagemTable;
  ouvidoriaProtocoloDia: OuvidoriaProtocoloDiaTable;
}

/** The last sequence number given to an ombudsman protocol on one São Paulo day (migration 023). */
export interface OuvidoriaProtocoloDiaTable {
  dia: DateText;
  ultimo: number;
}
