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

type TokenTree = { readonly [key: string]: TokenTree | TokenValue };
interface TokenValue {
  readonly value: unknown;
}

const isTokenValue = (node: TokenTree | TokenValue): node is TokenValue => 'value' in node;

/**
 * Chakra's semantic tokens with their light value only: each `{ _light, _dark }` (or `{ base, _dark }`)
 * pair becomes the light value. The portal has no dark mode (no screen or setting offers one), and each
 * dark value was a conditional token that createSystem built, resolved and indexed on every page load:
 * a third of the system's start-up work on /login (issue 12's Total Blocking Time), and a `.dark` block
 * of CSS variables that nothing used. A value that is not a pair is kept as it is.
 */
export function lightOnly<Tree extends TokenTree>(tree: Tree): Tree {
  const light = (node: TokenTree | TokenValue): TokenTree | TokenValue => {
    if (!isTokenValue(node)) {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, light(child)]));
    }
    const { value } = node;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return node;
    const pair = value as { base?: unknown; _light?: unknown };
    return { ...node, value: pair.base ?? pair._light };
  };
  return light(tree) as Tree;
}

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
 * `defaultConfig` and its recipes for every component (docs/architecture.md#size-reference-points).
 * The portal starts on this (startSystem()); the signed-in screens' recipes (signedInChakraRecipes.ts) join
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
      semanticTokens: lightOnly(semanticTokens),
      textStyles,
      layerStyles,
      animationStyles,
      ...startRecipes,
    },
  }),
);
