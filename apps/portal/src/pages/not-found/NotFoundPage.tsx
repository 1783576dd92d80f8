import { NotFound } from '@odonto/web-shell';
import { PORTAL_HOME } from '../../app/RouteError';

/** The catch-all inside the protected layout (docs/product-rules.md#d1). */
export const NotFoundPage = () => (
  <NotFound home={PORTAL_HOME} text="A página que você está procurando não existe ou foi movida." />
);
