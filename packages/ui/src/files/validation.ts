import {
  ACCEPTED_EXTENSIONS,
  ACCEPTED_MIME_TYPES,
  MAX_FILE_SIZE_BYTES,
  MAX_FILES_PER_PLAN,
} from './constants';
import { isReducibleImage } from './downscale';
import { type FileRejectionReason, fileRejectionMessage } from './messages';

/** The parts of a browser `File` that validation reads. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** A refused file with the reason and the message to show. */
export interface FileRejection<F extends FileLike = File> {
  file: F;
  reason: FileRejectionReason;
  message: string;
}

export interface FileSelectionResult<F extends FileLike = File> {
  accepted: F[];
  rejected: FileRejection<F>[];
}

export interface FileSelectionLimits {
  /** Files the plan already has: saved on the server plus those already queued. */
  currentCount: number;
  /** Maximum number of files per plan. */
  maxFiles?: number;
  /** Maximum size of one file in bytes. */
  maxFileSize?: number;
  /**
   * JPEG and PNG images over the size are accepted, for the queue to offer their reduction (FileQueue's
   * 'Reduzir e enviar'); other files over it are refused as always.
   */
  offerReduction?: boolean;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

/**
 * The name must carry an accepted extension and the declared type must be accepted. Browsers leave the
 * type empty when they do not know it (some .jfif and .tiff files): the extension decides then. The server
 * checks the bytes anyway (docs/product-rules.md#d3).
 */
export function hasAcceptedType(file: FileLike): boolean {
  const extensionAccepted = (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  const declared = file.type.toLowerCase();
  const typeAccepted = declared === '' || (ACCEPTED_MIME_TYPES as readonly string[]).includes(declared);
  return extensionAccepted && typeAccepted;
}

/**
 * Splits a selection into accepted and rejected files, in the order chosen. Type is checked first, then
 * size, then the per-plan count, which only the accepted files use up.
 */
export function validateFileSelection<F extends FileLike>(
  files: readonly F[],
  {
    currentCount,
    maxFiles = MAX_FILES_PER_PLAN,
    maxFileSize = MAX_FILE_SIZE_BYTES,
    offerReduction = false,
  }: FileSelectionLimits,
): FileSelectionResult<F> {
  const accepted: F[] = [];
  const rejected: FileRejection<F>[] = [];
  const reject = (file: F, reason: FileRejectionReason) =>
    rejected.push({ file, reason, message: fileRejectionMessage(reason, file.name) });

  for (const file of files) {
    if (!hasAcceptedType(file)) reject(file, 'invalid-type');
    else if (file.size > maxFileSize && !(offerReduction && isReducibleImage(file)))
      reject(file, 'too-large');
    else if (currentCount + accepted.length >= maxFiles) reject(file, 'limit-reached');
    else accepted.push(file);
  }
  return { accepted, rejected };
}

const PREVIEWABLE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const PREVIEWABLE_EXTENSIONS = ['.jpg', '.jpeg', '.jfif', '.png', '.gif'];

/** True when browsers can draw the file as an image: JPEG, PNG and GIF (TIFF and PDF they cannot). */
export function isPreviewableImage(file: Pick<FileLike, 'name' | 'type'>): boolean {
  const declared = file.type.toLowerCase();
  if (declared !== '') return PREVIEWABLE_TYPES.includes(declared);
  return PREVIEWABLE_EXTENSIONS.includes(extensionOf(file.name));
}

/** True when a saved file's name or address ends in .pdf. */
export function isPdfFileName(fileName: string): boolean {
  return extensionOf(fileName.split(/[?#]/, 1)[0] ?? '') === '.pdf';
}
