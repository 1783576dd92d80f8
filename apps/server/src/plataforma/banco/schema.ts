import type { AuditoriaTables } from '../../auditoria/schema';
import type { RegistriesTables } from '../../cadastros/schema';
import type { AccountsTables } from '../../contas/schema';
import type { DadosDoDentistaTables } from '../../dados-do-dentista/schema';
import type { PlanosTables } from '../../planos/schema';
import type { AuditTables } from '../../trilha-de-acesso/schema';
import type { MailTables } from '../email/schema';
import type { IdempotencyTables } from '../http/idempotency';

/** Every table, as each domain's schema.ts describes its own. */
export interface Database
  extends AccountsTables,
    AuditTables,
    MailTables,
    RegistriesTables,
    PlanosTables,
    DadosDoDentistaTables,
    IdempotencyTables,
    AuditoriaTables {}
