import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * Layout of the protected screens (docs/product-rules.md#layout): fixed 5rem header; side navigation and screen side by
 * side; footer across the whole width under both.
 */
export const appShellRecipe = defineSlotRecipe({
  className: 'odonto-app-shell',
  slots: ['root', 'header', 'search', 'sidebar', 'sidebarBody', 'navLink', 'content', 'main', 'footer'],
  base: {
    root: { minH: '100dvh', bg: 'bg.muted', display: 'flex', flexDirection: 'column' },
    header: {
      position: 'fixed',
      top: '0',
      insetX: '0',
      h: 'header',
      zIndex: 'sticky',
      bg: 'bg',
      borderBottomWidth: '1px',
      borderColor: 'border',
      display: 'flex',
      alignItems: 'center',
      gap: { base: '2', lg: '6' },
      px: { base: '3', lg: '6' },
    },
    search: {
      display: 'flex',
      gap: '2',
      alignItems: 'center',
      flex: { lg: '1' },
      maxW: { lg: 'xl' },
      // On small screens the search opens as a panel under the header.
      position: { base: 'fixed', lg: 'static' },
      top: { base: '{sizes.header}', lg: 'auto' },
      insetX: { base: '0', lg: 'auto' },
      bg: 'bg',
      p: { base: '3', lg: '0' },
      borderBottomWidth: { base: '1px', lg: '0' },
      borderColor: 'border',
      // The panel lies over the top of the screen; the shadow shows that it does.
      boxShadow: { base: 'md', lg: 'none' },
      zIndex: 'sticky',
    },
    // In the flow beside the screen, so its background runs down to the footer however long the page.
    sidebar: {
      display: { base: 'none', lg: 'block' },
      flexShrink: '0',
      w: 'sidebar',
      bg: 'bg',
      borderRightWidth: '1px',
      borderColor: 'border',
    },
    // The links stay in view under the header while a long page scrolls.
    sidebarBody: {
      position: 'sticky',
      top: '{sizes.header}',
      maxH: 'calc(100dvh - {sizes.header})',
      overflowY: 'auto',
      py: '4',
      px: '3',
    },
    navLink: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      px: '3',
      py: '2.5',
      borderRadius: 'md',
      fontWeight: 'medium',
      color: 'fg.muted',
      textDecoration: 'none',
      _hover: { bg: 'bg.muted', color: 'fg' },
      _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
      '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
    },
    content: {
      flex: '1',
      pt: '{sizes.header}',
      display: 'flex',
    },
    main: {
      flex: '1',
      minW: '0',
      px: { base: '4', lg: '8' },
      py: { base: '6', lg: '8' },
      _focus: { outline: 'none' },
    },
    footer: {
      bg: 'bg',
      borderTopWidth: '1px',
      borderColor: 'border',
      px: { base: '4', lg: '8' },
      py: '8',
      fontSize: 'sm',
      color: 'fg.muted',
    },
  },
});
