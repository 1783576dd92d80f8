import type { SystemContext } from '@chakra-ui/react';
import { signedInChakraRecipes } from './signedInChakraRecipes';

/**
 * Adds the signed-in screens' Chakra recipes to a system started with the public screens' recipes
 * (startSystem), so that the sign-in page's bundle carries none of them. Chakra 3.37 looks recipes up in
 * the system's theme when a component first draws (getRecipe, getSlotRecipe), so recipes added before
 * the protected screens draw style them as if they had been there from the start (signedInRecipes.test.ts
 * checks this against the whole system). Safe to call more than once.
 */
export function addSignedInRecipes(target: SystemContext): void {
  const theme = target._config.theme ?? {};
  target._config.theme = theme;
  theme.recipes = Object.assign(theme.recipes ?? {}, signedInChakraRecipes.recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, signedInChakraRecipes.slotRecipes);
}
