import { filesHandlers } from '../../src/arquivos/handlers';
import { auditoriaHandlers } from '../../src/auditoria/handlers';
import { registriesHandlers } from '../../src/cadastros/handlers';
import { accountsHandlers } from '../../src/contas/handlers';
import { dentistDataHandlers } from '../../src/dados-do-dentista/handlers';
import { faturamentoHandlers } from '../../src/faturamento/handlers';
import { glossarioHandlers } from '../../src/glossario/handlers';
import { guiasHandlers } from '../../src/guias/handlers';
import { notificacoesHandlers } from '../../src/notificacoes/handlers';
import { planosHandlers } from '../../src/planos/handlers';
import { healthHandlers } from '../../src/plataforma/http/health';
import { DEFAULT_RATE_LIMITS } from '../../src/plataforma/http/operations';

/**
 * Every handler of openapi/dentist.yaml, built without their services: for tests that list handlers or
 * route them, never for calling one of them (it would fail on the missing service).
 */
export function dentistOperationsWithoutServices() {
  const unused = {} as never;
  return {
    ...registriesHandlers(unused),
    ...planosHandlers(unused),
    ...faturamentoHandlers(unused),
    ...filesHandlers(unused),
    ...guiasHandlers(unused),
    ...dentistDataHandlers(unused, DEFAULT_RATE_LIMITS),
    ...auditoriaHandlers(unused),
    ...notificacoesHandlers(unused),
    ...glossarioHandlers(unused),
  };
}

/** Every handler of openapi/auth.yaml, built without their services (same caveat as above). */
export function authOperationsWithoutServices() {
  const unused = {} as never;
  return { ...accountsHandlers(unused, DEFAULT_RATE_LIMITS), ...healthHandlers(unused) };
}
