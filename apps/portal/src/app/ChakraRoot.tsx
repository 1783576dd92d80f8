import { ChakraProvider } from '@chakra-ui/react';
import { startSystem } from '@odonto/ui';
import type { ComponentType } from 'react';

/**
 * A screen drawn with Chakra's runtime, in the portal's system: the sign-in page paints without it (issue
 * #34's 120 KB), so Chakra's runtime and its system load with the first screen that needs them (the protected
 * layout, the new-password screens' strength meter, the error screen). The system is made once (startSystem).
 */
export function withChakra<Props extends object>(Screen: ComponentType<Props>): ComponentType<Props> {
  const ChakraScreen = (props: Props) => (
    <ChakraProvider value={startSystem()}>
      <Screen {...props} />
    </ChakraProvider>
  );
  return ChakraScreen;
}
