import type { ItemHistorico } from '@odonto/contract';

type Autor = ItemHistorico['autor'];

/** Who made an automatic change (the system, by the operator's rule of automatic authorization). */
export const AUTOMATIC_AUTHOR = 'Autorização automática';

/**
 * Who made a change, e.g. 'Dr. Paulo Auditor (Auditor, CRO 99999/SP)'; the system's changes read
 * 'Autorização automática', with no CRO.
 */
export function authorLabel(autor: Autor): string {
  if (autor.papel === 'Sistema') return AUTOMATIC_AUTHOR;
  const cro = [autor.cro, autor.uf].filter((part) => part.trim() !== '').join('/');
  const details = [autor.papel, cro ? `CRO ${cro}` : ''].filter(Boolean).join(', ');
  return details ? `${autor.nome} (${details})` : autor.nome;
}

/**
 * The heading of the note: the auditor writes a note; the dentist answers a request, refuses a change or
 * contests a denial (the item goes to 'Em Junta').
 */
export function noteLabel(autor: Autor, para?: string): string {
  if (autor.papel === 'Sistema') return 'Nota';
  if (autor.papel !== 'Dentista') return 'Nota do auditor';
  return para === 'Em Junta' ? 'Contestação do dentista' : 'Resposta do dentista';
}

/** Oldest first, as the server sends them; the id breaks ties between changes of the same instant. */
export function oldestFirst(entries: ReadonlyArray<ItemHistorico>): ItemHistorico[] {
  return [...entries].sort(
    (a, b) => Date.parse(a.dtEvento) - Date.parse(b.dtEvento) || a.idHistorico - b.idHistorico,
  );
}
