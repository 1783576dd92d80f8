/** Why a chosen file was refused. */
export type FileRejectionReason = 'invalid-type' | 'too-large' | 'limit-reached';

/** The pt-BR message for a refused file, copied from docs/product-rules.md#validation-rules. */
export function fileRejectionMessage(reason: FileRejectionReason, fileName: string): string {
  switch (reason) {
    case 'invalid-type':
      return `Arquivo "${fileName}" possui tipo inválido.`;
    case 'too-large':
      return `Arquivo "${fileName}" excede o limite de 2 MB.`;
    case 'limit-reached':
      return `Arquivo "${fileName}" não pode ser adicionado, pois você atingiu a quantidade máxima.`;
  }
}

/** Shown when the user sends while some queued files have no type. */
export function missingTypeMessage(count: number): string {
  return `É necessário selecionar o Tipo de arquivo para ${count} anexo(s).`;
}

/** Shown when the user sends an empty queue. */
export const NOTHING_TO_SEND_MESSAGE = 'Não existem arquivos para serem enviados';

/** Label of the send button. */
export const SEND_FILES_LABEL = 'Enviar Arquivo(s)';

/** A progress value as a whole percentage from 0 to 100. */
export function toUploadPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** Progress of the upload as the send button and the progress bar say it. */
export function uploadProgressLabel(value: number): string {
  return `Enviando... (${toUploadPercent(value)}%)`;
}
