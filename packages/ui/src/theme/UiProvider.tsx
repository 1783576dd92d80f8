import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system';

export interface UiProviderProps {
  /** The application or story to render with the portal's design system. */
  children: ReactNode;
}

/** Provides the portal's Chakra system to everything below it. */
export function UiProvider({ children }: UiProviderProps) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
