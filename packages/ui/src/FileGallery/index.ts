export { FileGallery, type FileGalleryProps, type SavedPlanFile } from './FileGallery';
