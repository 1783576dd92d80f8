/** Where an item is on the mouth: a tooth and faces, or a Tabela 42 region (migration 010). */
export interface LocalDoItem {
  idDente: number | null;
  faces: string | null;
  arcada: string | null;
  hemiArcada: string | null;
  sextante: string | null;
  regiao: string | null;
}

/** The Tabela 42 code of an item not on a tooth: at most one of the four holds it (migration 010). */
export const regiaoDo = (local: Omit<LocalDoItem, 'idDente' | 'faces'>): string | null =>
  local.arcada ?? local.hemiArcada ?? local.sextante ?? local.regiao;

/** Where an item is (alias `i`): tooth and faces, or a Tabela 42 region (migration 010). */
export const ITEM_SITE_COLUMNS = [
  'i.idDente',
  'i.faces',
  'i.arcada',
  'i.hemiArcada',
  'i.sextante',
  'i.regiao',
] as const;

/** Where an item is, as a dentist reads it: 'dente 16 (M,O)', 'dente 38', 'região S1', 'boca'. */
export function localDoItem(item: LocalDoItem): string {
  if (item.idDente !== null) {
    return item.faces ? `dente ${item.idDente} (${item.faces})` : `dente ${item.idDente}`;
  }
  const regiao = regiaoDo(item);
  return regiao === null ? 'boca' : `região ${regiao}`;
}
