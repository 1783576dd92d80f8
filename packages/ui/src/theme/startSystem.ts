import { createSystem } from '@chakra-ui/react';
import { chakraStartConfig } from './chakraBase';
import { kitConfig } from './kitConfig';

/**
 * The portal's system with the public screens' recipes only: the portal starts on it, and the protected
 * layout adds the signed-in screens' recipes to it (addSignedInRecipes, '@odonto/ui/signed-in-recipes')
 * before they draw. Tokens, conditions and the kit's own recipes are the same as in `system`.
 */
export const startSystem = /* @__PURE__ */ createSystem(chakraStartConfig, kitConfig);
