export { ImageViewer, type ImageViewerProps, preloadImageViewer } from './ImageViewer';
