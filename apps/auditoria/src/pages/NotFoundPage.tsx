import { NotFound } from '@odonto/web-shell';
import { CONSOLE_HOME } from '../app/RouteError';

/** Any other address under /auditoria. */
export const NotFoundPage = () => (
  <NotFound home={CONSOLE_HOME} text="O endereço não existe no console de auditoria." />
);
