/** MIME types a plan file may have (docs/product-rules.md#validation-rules Uploads). */
export const ACCEPTED_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/tiff',
  'application/pdf',
] as const;

/**
 * File name extensions the picker offers (docs/product-rules.md#files), plus '.tif': the picker's
 * image/tiff already offers those files, and refusing the usual TIFF extension would refuse radiographs.
 */
export const ACCEPTED_EXTENSIONS = [
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.jfif',
  '.tif',
  '.tiff',
  '.pdf',
] as const;

/** Value of the file input's `accept` attribute. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_EXTENSIONS, ...ACCEPTED_MIME_TYPES].join(',');

/** 2 MB for every accepted type (docs/product-rules.md#d3). */
export const MAX_FILE_SIZE_BYTES = 2 * 1024 * 1024;

/** A plan holds at most this many files, saved ones included. */
export const MAX_FILES_PER_PLAN = 10;

/** What the upload area tells the user about the limits (docs/product-rules.md#d3). */
export const UPLOAD_HELP_TEXT = 'JPG, PNG, GIF, TIFF ou PDF, até 2 MB por arquivo, no máximo 10 por plano';
