import { defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** Recipes of the Chakra components the public screens draw (sign-in, access screens, loading, errors). */
const startRecipes = {
  recipes: {
    button: buttonRecipe,
    heading: headingRecipe,
    icon: iconRecipe,
    input: inputRecipe,
    inputAddon: inputAddonRecipe,
    link: linkRecipe,
    spinner: spinnerRecipe,
  },
  slotRecipes: {
    alert: alertSlotRecipe,
    field: fieldSlotRecipe,
  },
};

/**
 * Chakra's base config with its tokens and only the recipes of the public screens, instead of
 * `defaultConfig` and its recipes for every component (architecture.md, 'Size reference points').
 * The portal starts on this (startSystem); the signed-in screens' recipes (signedInChakraRecipes.ts) join
 * the same system when the protected layout loads (signedInRecipes.ts): the sign-in page never downloads them.
 * A Chakra component whose recipe is in neither list renders unstyled: add it to one (chakraBase.test.ts
 * and startSystem.test.ts fail until you do).
 */
export const chakraStartConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      ...startRecipes,
    },
  }),
);
