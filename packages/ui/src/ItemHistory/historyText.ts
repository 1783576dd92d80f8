import type { ItemHistorico } from '@odonto/contract';

type Autor = ItemHistorico['autor'];

/** Who made a change, e.g. 'Dr. Paulo Auditor (Auditor, CRO 99999/SP)'. */
export function authorLabel(autor: Autor): string {
  const cro = [autor.cro, autor.uf].filter((part) => part.trim() !== '').join('/');
  const details = [autor.papel, cro ? `CRO ${cro}` : ''].filter(Boolean).join(', ');
  return details ? `${autor.nome} (${details})` : autor.nome;
}

/** The heading of the note: the auditor writes a note, the dentist an answer to a request. */
export function noteLabel(autor: Autor): string {
  return autor.papel === 'Dentista' ? 'Resposta do dentista' : 'Nota do auditor';
}

/** Oldest first, as the server sends them; the id breaks ties between changes of the same instant. */
export function oldestFirst(entries: ReadonlyArray<ItemHistorico>): ItemHistorico[] {
  return [...entries].sort(
    (a, b) => Date.parse(a.dtEvento) - Date.parse(b.dtEvento) || a.idHistorico - b.idHistorico,
  );
}
