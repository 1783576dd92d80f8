export { UploadProgress, type UploadProgressProps } from './UploadProgress';
