import { lazy, Suspense, useState } from 'react';

export interface ImageViewerProps {
  /** Whether the viewer is open. */
  open: boolean;
  /** Called when the user closes the viewer (button, Escape or a click outside). */
  onClose: () => void;
  /** Address of the image. */
  src: string;
  /** File name: the dialog's title and the image's alternative text. */
  title: string;
}

// The dialog and its pan-and-zoom library load on demand: no screen's first paint needs them.
const loadDialog = () => import('./ImageViewerDialog');
const ImageViewerDialog = lazy(() => loadDialog().then((module) => ({ default: module.ImageViewerDialog })));

/**
 * Starts downloading the viewer before it opens (a thumbnail hovered, touched or focused), so that the
 * click shows it at once. A failed download is left to the opening, which retries it.
 */
export function preloadImageViewer(): Promise<void> {
  return loadDialog().then(
    () => undefined,
    () => undefined,
  );
}

/** Dialog that shows a plan image with zoom, pan, rotation, mirroring, brightness, contrast and invert. */
export function ImageViewer(props: ImageViewerProps) {
  // Mounted from the first opening on, so that the dialog can animate closed and hand the focus back.
  const [requested, setRequested] = useState(props.open);
  if (props.open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ImageViewerDialog {...props} />
    </Suspense>
  );
}
