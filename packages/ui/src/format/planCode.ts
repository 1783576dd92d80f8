/** The plan code shown to people: 'PTO-' and the id padded to 4 digits; 'PTO-xxxxx' without an id. */
export function formatPlanCode(id: number | null | undefined): string {
  if (id === null || id === undefined || !Number.isInteger(id) || id < 0) return 'PTO-xxxxx';
  return `PTO-${String(id).padStart(4, '0')}`;
}
