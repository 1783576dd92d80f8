import type { AccountsTables } from '../../accounts/schema';
import type { AuditTables } from '../../audit/schema';
import type { AuditoriaTables } from '../../auditoria/schema';
import type { DadosDoDentistaTables } from '../../dentist-data/schema';
import type { PlanosTables } from '../../planos/schema';
import type { RegistriesTables } from '../../registries/schema';
import type { IdempotencyTables } from '../http/idempotency';
import type { MailTables } from '../mail/schema';

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
