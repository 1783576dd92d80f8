import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@odonto/ui';
import type { ComponentType } from 'react';

/**
 * A screen drawn with Chakra's runtime, in the kit's system: the console's sign-in paints without it (the
 * kit's first-paint classes, issue #34's 120 KB), so Chakra's runtime and its system load with the first
 * screen that needs them (the console layout, the error screen).
 */
export function withChakra<Props extends object>(Screen: ComponentType<Props>): ComponentType<Props> {
  const ChakraScreen = (props: Props) => (
    <ChakraProvider value={system}>
      <Screen {...props} />
    </ChakraProvider>
  );
  return ChakraScreen;
}
