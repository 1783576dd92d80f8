import { RouteError as ShellRouteError } from '@odonto/web-shell';
import { withChakra } from './ChakraRoot';
import { CONSOLE_HOME } from './RouteError';

/** The shell's error screen, drawn with Chakra (RouteError.tsx loads it when a route fails). */
export default withChakra(() => <ShellRouteError home={CONSOLE_HOME} />);
