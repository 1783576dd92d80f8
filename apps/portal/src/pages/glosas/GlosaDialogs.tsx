/**
 * The Glosas screen's dialogs, one chunk loaded on the first 'Recorrer' or 'Histórico do recurso': the appeal
 * (its form, the files' queue, the upload) and the rounds of a glosa are not in the list's first paint.
 */
export { HistoricoDialog } from './HistoricoDialog';
export { RecursoDialog } from './RecursoDialog';
