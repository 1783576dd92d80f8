/** MIME types a plan file may have (portal-spec.md §5 Uploads). */
export const ACCEPTED_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/tiff',
  'application/pdf',
] as const;

/**
 * File name extensions the picker offers (portal-spec.md §2 Files section), plus '.tif': the picker's
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

/** 2 MB for every accepted type (decisions.md 3). */
export const MAX_FILE_SIZE_BYTES = 2 * 1024 * 1024;

/** A plan holds at most this many files, saved ones included. */
export const MAX_FILES_PER_PLAN = 10;

/** What the upload area tells the user about the limits (decisions.md 3). */
export const UPLOAD_HELP_TEXT = 'JPG, PNG, GIF, TIFF ou PDF, até 2 MB por arquivo, no máximo 10 por plano';
