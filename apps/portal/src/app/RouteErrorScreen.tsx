import { RouteError as ShellRouteError } from '@odonto/web-shell';
import { withChakra } from './ChakraRoot';
import { PORTAL_HOME } from './RouteError';

/** The shell's error screen, drawn with Chakra (RouteError.tsx loads it when a route fails). */
export default withChakra(() => <ShellRouteError home={PORTAL_HOME} />);
