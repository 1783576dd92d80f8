import type { ImageReduction } from './downscale';
import { missingTypeMessage, NOTHING_TO_SEND_MESSAGE } from './messages';
import type { FileLike } from './validation';

/** A file chosen for upload, waiting for its image type and the send button. */
export interface QueuedFile<F extends FileLike = File> {
  /** Stable key of the queue entry (the same file may be chosen twice). */
  id: string;
  file: F;
  /** The chosen image type (`idImagemTipo`), null until the user picks one. */
  imageTypeId: number | null;
  /** Set once the image was reduced in the browser ('Reduzir e enviar'): `file` is then the reduced one. */
  reduction?: ImageReduction;
  /** Where the file's upload stands: being sent, or cancelled by the person; absent while it waits. */
  upload?: QueuedUpload;
}

/** The upload state of a queued file that the queue shows ('Cancelar envio', 'Envio cancelado'). */
export type QueuedUpload = 'sending' | 'cancelled';

/** Outcome of pressing 'Enviar Arquivo(s)'. */
export type SendCheck =
  | { ok: true }
  | { ok: false; message: string /** Queue entries still without a type. */; missingTypeIds: string[] };

/** Checks the queue before sending: something to send, and every file typed. */
export function checkQueueBeforeSend(items: readonly QueuedFile<FileLike>[]): SendCheck {
  if (items.length === 0) return { ok: false, message: NOTHING_TO_SEND_MESSAGE, missingTypeIds: [] };
  const missingTypeIds = items.filter((item) => item.imageTypeId === null).map((item) => item.id);
  if (missingTypeIds.length > 0) {
    return { ok: false, message: missingTypeMessage(missingTypeIds.length), missingTypeIds };
  }
  return { ok: true };
}

/** Actions on the upload queue. */
export type QueueAction<F extends FileLike = File> =
  | { type: 'add'; items: QueuedFile<F>[] }
  | { type: 'remove'; id: string }
  | { type: 'set-type'; id: string; imageTypeId: number | null }
  | { type: 'reduced'; id: string; file: F; reduction: ImageReduction }
  | { type: 'set-upload'; id: string; upload: QueuedUpload | undefined }
  | { type: 'clear' };

/** Pure reducer of the upload queue, used by `useFileQueue`. */
export function queueReducer<F extends FileLike>(
  items: QueuedFile<F>[],
  action: QueueAction<F>,
): QueuedFile<F>[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'remove':
      return items.filter((item) => item.id !== action.id);
    case 'set-type':
      return items.map((item) =>
        item.id === action.id ? { ...item, imageTypeId: action.imageTypeId } : item,
      );
    case 'reduced':
      return items.map((item) =>
        item.id === action.id ? { ...item, file: action.file, reduction: action.reduction } : item,
      );
    case 'set-upload':
      return items.map((item) => {
        if (item.id !== action.id) return item;
        const { upload: _previous, ...rest } = item;
        return action.upload === undefined ? rest : { ...rest, upload: action.upload };
      });
    case 'clear':
      return [];
  }
}
