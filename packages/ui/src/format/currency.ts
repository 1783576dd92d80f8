const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** An amount in reais (R$ 1.234,56); the fallback (default '') when missing or not a number. */
export function formatCurrency(value: number | null | undefined, fallback = ''): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  return BRL.format(value);
}
