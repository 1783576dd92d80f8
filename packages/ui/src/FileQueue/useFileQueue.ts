import { useCallback, useId, useMemo, useReducer, useRef } from 'react';
import { type QueuedFile, queueReducer } from '../files/queue';

export interface FileQueueControls {
  items: QueuedFile[];
  /** Queues files (already validated, e.g. by FileDropzone) without a type. */
  add: (files: File[]) => void;
  remove: (id: string) => void;
  setType: (id: string, imageTypeId: number | null) => void;
  /** Empties the queue, e.g. after a successful upload. */
  clear: () => void;
}

/** State of the upload queue for FileQueue: add, remove, type and clear entries. */
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
      clear: () => dispatch({ type: 'clear' }),
    }),
    [items, nextId],
  );
}
