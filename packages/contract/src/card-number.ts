/** Length of a beneficiary card number (docs/product-rules.md#business-constants). */
export const CARD_NUMBER_LENGTH = 17;

/**
 * Card number as shown to people: 17 characters split 4.4.6-2.1 (0900.0001.000001-00.1); any other
 * length is shown as it came, since only the 17-character layout is known. One rule for the screens
 * (packages/ui re-exports it), the CSV files the portal writes and the server's PDFs (issue 34).
 */
export function formatCardNumber(value: string | null | undefined): string {
  const raw = (value ?? '').trim();
  if (raw.length !== CARD_NUMBER_LENGTH) return raw;
  return `${raw.slice(0, 4)}.${raw.slice(4, 8)}.${raw.slice(8, 14)}-${raw.slice(14, 16)}.${raw.slice(16)}`;
}
