export { FileQueue, type FileQueueProps, type ImageTypeOption } from './FileQueue';
export { type FileQueueControls, useFileQueue } from './useFileQueue';
export { useObjectUrl } from './useObjectUrl';
