/**
 * The plan code shown to people: 'PTO-' and the id padded to 4 digits; 'PTO-xxxxx' without an id. One
 * function for the screens (packages/ui re-exports it), the printed guide and the TISS message.
 */
export function formatPlanCode(id: number | null | undefined): string {
  if (id === null || id === undefined || !Number.isInteger(id) || id < 0) return 'PTO-xxxxx';
  return `PTO-${String(id).padStart(4, '0')}`;
}

/**
 * The number of one emission of a plan's guide (TISS numeroGuiaPrestador): the plan code and the emission's
 * sequence in the plan, padded to 2 digits ('PTO-0017-02').
 */
export function formatGuideNumber(planId: number, sequence: number): string {
  return `${formatPlanCode(planId)}-${String(sequence).padStart(2, '0')}`;
}
