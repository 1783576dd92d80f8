import type { ArquivosTables } from '../../arquivos/schema';
import type { CadastrosTables } from '../../cadastros/schema';
import type { CicloDeVidaTables } from '../../ciclo-de-vida/schema';
import type { ContasTables } from '../../contas/schema';
import type { DadosDoDentistaTables } from '../../dados-do-dentista/schema';
import type { FaturamentoTables } from '../../faturamento/schema';
import type { GuiasTables } from '../../guias/schema';
import type { NotificacoesTables } from '../../notificacoes/schema';
import type { PlanosTables } from '../../planos/schema';
import type { TrilhaDeAcessoTables } from '../../trilha-de-acesso/schema';
import type { EmailTables } from '../email/schema';
import type { IdempotencyTables } from '../http/idempotency';

/** Every table, as each domain's schema.ts describes its own (a type only: the platform imports no domain code). */
export interface Database
  extends ContasTables,
    TrilhaDeAcessoTables,
    EmailTables,
    CadastrosTables,
    PlanosTables,
    CicloDeVidaTables,
    ArquivosTables,
    FaturamentoTables,
    GuiasTables,
    DadosDoDentistaTables,
    IdempotencyTables,
    NotificacoesTables {}
