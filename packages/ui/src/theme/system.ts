import { createSystem, defineConfig } from '@chakra-ui/react';
import { chakraStartConfig } from './chakraBase';
import { kitConfig } from './kitConfig';
import { signedInChakraRecipes } from './signedInChakraRecipes';

/**
 * The portal's Chakra system with every recipe: the Storybook decorator, UiProvider and tests. The portal
 * itself starts on startSystem (startSystem.ts) and adds the signed-in recipes when they are needed.
 */
export const system = /* @__PURE__ */ createSystem(
  chakraStartConfig,
  defineConfig({ theme: signedInChakraRecipes }),
  kitConfig,
);
