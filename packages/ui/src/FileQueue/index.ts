export {
  CANCEL_UPLOAD_LABEL,
  FileQueue,
  type FileQueueProps,
  type ImageTypeOption,
  REDUCE_AND_SEND_LABEL,
  RETRY_UPLOAD_LABEL,
  UPLOAD_CANCELLED_TEXT,
} from './FileQueue';
export { type FileQueueControls, useFileQueue } from './useFileQueue';
export { type ImageFactsState, useImageFacts } from './useImageFacts';
export { useObjectUrl } from './useObjectUrl';
