import { createSystem, type SystemContext } from '@chakra-ui/react';
import { chakraStartConfig } from './chakraBase';
import { kitConfig } from './kitConfig';

let made: SystemContext | undefined;

/**
 * The portal's system with the public screens' recipes only: the portal starts on it, and the protected
 * layout adds the signed-in screens' recipes to it (addSignedInRecipes, '@odonto/ui/signed-in-recipes')
 * before they draw. Tokens, conditions and the kit's own recipes are the same as in `system`.
 * Made on the first call, not when the module loads: createSystem indexes every token, and the portal's
 * entry calls this in a task of its own, after the task that runs its modules (apps/portal/src/main.tsx).
 * Every call returns the same system.
 */
export function startSystem(): SystemContext {
  made ??= createSystem(chakraStartConfig, kitConfig);
  return made;
}
