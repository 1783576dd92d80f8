import { useCallback, useId, useMemo, useReducer, useRef } from 'react';
import type { ImageReduction } from '../files/downscale';
import { type QueuedFile, type QueuedUpload, queueReducer } from '../files/queue';

export interface FileQueueControls {
  items: QueuedFile[];
  /** Queues files (already validated, e.g. by FileDropzone) without a type. */
  add: (files: File[]) => void;
  remove: (id: string) => void;
  setType: (id: string, imageTypeId: number | null) => void;
  /** Puts the reduced image in place of the queued one (FileQueue's 'Reduzir e enviar'). */
  replaceWithReduced: (id: string, file: File, reduction: ImageReduction) => void;
  /** Marks a file as being sent, cancelled, or (undefined) waiting again. */
  setUpload: (id: string, upload: QueuedUpload | undefined) => void;
  /** Empties the queue, e.g. after a successful upload. */
  clear: () => void;
}

/** State of the upload queue for FileQueue: add, remove, type, reduce, mark the upload of and clear entries. */
export function useFileQueue(initialFiles: File[] = []): FileQueueControls {
  const prefix = useId();
  const counter = useRef(0);
  const nextId = useCallback(() => {
    counter.current += 1;
    return `${prefix}-${counter.current}`;
  }, [prefix]);
  const [items, dispatch] = useReducer(queueReducer<File>, initialFiles, (files) =>
    files.map((file, index) => ({ id: `${prefix}-initial-${index}`, file, imageTypeId: null })),
  );

  return useMemo(
    () => ({
      items,
      add: (files) =>
        dispatch({ type: 'add', items: files.map((file) => ({ id: nextId(), file, imageTypeId: null })) }),
      remove: (id) => dispatch({ type: 'remove', id }),
      setType: (id, imageTypeId) => dispatch({ type: 'set-type', id, imageTypeId }),
      replaceWithReduced: (id, file, reduction) => dispatch({ type: 'reduced', id, file, reduction }),
      setUpload: (id, upload) => dispatch({ type: 'set-upload', id, upload }),
      clear: () => dispatch({ type: 'clear' }),
    }),
    [items, nextId],
  );
}
