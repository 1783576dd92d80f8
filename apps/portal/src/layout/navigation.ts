import type { AppShellNavItem } from '@odonto/ui';

/** The side navigation of the protected screens (docs/product-rules.md#layout). */
export const NAV_ITEMS: ReadonlyArray<AppShellNavItem> = [
  { label: 'Dashboard', path: '/dashboard' },
  { label: 'Plano de Tratamento', path: '/plano-tratamento' },
  // Billing follows the plans: what was performed goes into a batch, sent to the operator.
  { label: 'Faturamento', path: '/faturamento' },
  { label: 'Glosas', path: '/glosas' },
  { label: 'Financeiro', path: '/financeiro' },
  // Help last: what the statuses and codes of every other screen mean (their badges link here too).
  { label: 'Glossário', path: '/glossario' },
];
