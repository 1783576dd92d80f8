export {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_EXTENSIONS,
  ACCEPTED_MIME_TYPES,
  MAX_FILE_SIZE_BYTES,
  MAX_FILES_PER_PLAN,
  UPLOAD_HELP_TEXT,
} from './constants';
export {
  type Dimensions,
  formatMegabytes,
  type ImageFacts,
  type ImageReduction,
  isReducibleImage,
  MAX_IMAGE_PIXELS,
  overPixelsMessage,
  oversizeImageMessage,
  REDUCTION_LONG_SIDES,
  type ReductionNeed,
  reducedImageMessage,
  reductionNeed,
  reductionSteps,
  reductionTooLargeMessage,
  scaledToLongSide,
  unreadableImageMessage,
} from './downscale';
export { formatFileSizeKb } from './fileSize';
export {
  formatAdjustment,
  formatZoom,
  initialViewerState,
  isAdjusted,
  isQuarterTurned,
  VIEWER_ADJUSTMENT,
  VIEWER_PAN_STEP,
  VIEWER_ZOOM,
  type ViewerAction,
  type ViewerCommand,
  type ViewerState,
  viewerCommandForKey,
  viewerFilter,
  viewerReducer,
  viewerTransform,
} from './imageViewerState';
export {
  type FileRejectionReason,
  fileRejectionMessage,
  missingTypeMessage,
  NOTHING_TO_SEND_MESSAGE,
  SEND_FILES_LABEL,
  toUploadPercent,
  uploadProgressLabel,
} from './messages';
export {
  checkQueueBeforeSend,
  type QueueAction,
  type QueuedFile,
  type QueuedUpload,
  queueReducer,
  type SendCheck,
} from './queue';
export { type ReduceImageResult, readImageFacts, reduceImage } from './reduceImage';
export {
  type FileLike,
  type FileRejection,
  type FileSelectionLimits,
  type FileSelectionResult,
  hasAcceptedType,
  isPdfFileName,
  isPreviewableImage,
  validateFileSelection,
} from './validation';
