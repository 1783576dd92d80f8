import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DentistDataServices } from '../http/dentist-data-api';
import type { Mailer } from '../mail/mailer';
import { Dashboard } from './dashboard';
import { Financeiro } from './financeiro';
import { Glosas } from './glosas';
import { Ouvidoria } from './ouvidoria';

/** The services behind the dentist's own data (dashboard, glosas, financeiro, ouvidoria). */
export function createDentistDataServices(
  db: Kysely<Database>,
  mailer: Mailer,
  log: FastifyBaseLogger,
): DentistDataServices {
  return {
    dashboard: new Dashboard(db),
    glosas: new Glosas(db),
    financeiro: new Financeiro(db),
    ouvidoria: new Ouvidoria(db, mailer, log),
  };
}
