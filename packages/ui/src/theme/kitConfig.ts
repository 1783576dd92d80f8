import { defineConfig } from '@chakra-ui/react';
import { passwordStrengthMeterRecipe } from './recipes/passwordStrengthMeter';
import { statusColorTokens } from './statusTones';

/**
 * The operator's brand: a clinical teal for actions and navigation, with a warm accent for highlights.
 * Colour pairs used for text were chosen to keep at least 4.5:1 contrast on white (WCAG 2.2 AA).
 */
export const kitConfig = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
      sizes: {
        // docs/product-rules.md#business-constants: header height and mobile drawer width.
        header: { value: '5rem' },
        drawer: { value: '18rem' },
        sidebar: { value: '16rem' },
      },
      colors: {
        brand: {
          50: { value: '#e6f6f6' },
          100: { value: '#c0e8e8' },
          200: { value: '#93d7d8' },
          300: { value: '#5fc2c4' },
          400: { value: '#2fa9ac' },
          500: { value: '#0f8f93' },
          600: { value: '#0b767a' },
          700: { value: '#095e62' },
          800: { value: '#08484b' },
          900: { value: '#063638' },
          950: { value: '#032224' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's defaults (the 500 shades) fall under 4.5:1 on white for small text.
        fg: {
          error: { value: '{colors.red.700}' },
          warning: { value: '{colors.orange.700}' },
          success: { value: '{colors.green.700}' },
          info: { value: '{colors.blue.700}' },
        },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Focus rings of gray controls (inputs, outline buttons): Chakra's gray.400 stands out from white by
        // 2.5:1 only; WCAG 1.4.11 asks 3:1 (e2e/a11y.e2e.ts checks the keyboard walk's focus).
        gray: {
          focusRing: { value: '{colors.gray.600}' },
        },
        // docs/product-rules.md#states-and-transitions: plan, item, validity, glosa, financial and password-strength colours.
        status: statusColorTokens(),
      },
    },
    // The kit recipes of the signed-in screens (appShell, statusBadge) join with the signed-in Chakra
    // recipes (signedInChakraRecipes.ts), so that /login's bundle carries only this one.
    slotRecipes: {
      passwordStrengthMeter: passwordStrengthMeterRecipe,
    },
  },
});
