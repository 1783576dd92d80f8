/** Zoom limits and step of the image viewer (docs/product-rules.md#business-constants). */
export const VIEWER_ZOOM = { min: 1, max: 50, step: 0.5 } as const;

/**
 * What the viewer does to the image: mirror it in its own frame, turn it clockwise, then scale it.
 */
export interface ViewerState {
  zoom: number;
  /** 0, 90, 180 or 270 degrees clockwise. */
  rotation: number;
  /** Mirrored left-right in the image's own frame (before the rotation). */
  flipHorizontal: boolean;
  /** Mirrored top-bottom in the image's own frame (before the rotation). */
  flipVertical: boolean;
}

export type ViewerAction =
  | { type: 'zoom-in' }
  | { type: 'zoom-out' }
  | { type: 'rotate-clockwise' }
  | { type: 'rotate-counterclockwise' }
  | { type: 'flip-horizontal' }
  | { type: 'flip-vertical' }
  | { type: 'reset' };

export const initialViewerState: ViewerState = {
  zoom: VIEWER_ZOOM.min,
  rotation: 0,
  flipHorizontal: false,
  flipVertical: false,
};

const clampZoom = (zoom: number) => Math.min(VIEWER_ZOOM.max, Math.max(VIEWER_ZOOM.min, zoom));
const turn = (rotation: number, degrees: number) => (((rotation + degrees) % 360) + 360) % 360;

const toggleHorizontal = (state: ViewerState) => ({ ...state, flipHorizontal: !state.flipHorizontal });
const toggleVertical = (state: ViewerState) => ({ ...state, flipVertical: !state.flipVertical });

/** Pure reducer of the viewer's state. */
export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'zoom-in':
      return { ...state, zoom: clampZoom(state.zoom + VIEWER_ZOOM.step) };
    case 'zoom-out':
      return { ...state, zoom: clampZoom(state.zoom - VIEWER_ZOOM.step) };
    case 'rotate-clockwise':
      return { ...state, rotation: turn(state.rotation, 90) };
    case 'rotate-counterclockwise':
      return { ...state, rotation: turn(state.rotation, -90) };
    // The buttons mirror along the screen's axes: on a quarter-turned image the screen's left-right
    // is the image's top-bottom.
    case 'flip-horizontal':
      return isQuarterTurned(state) ? toggleVertical(state) : toggleHorizontal(state);
    case 'flip-vertical':
      return isQuarterTurned(state) ? toggleHorizontal(state) : toggleVertical(state);
    case 'reset':
      return initialViewerState;
  }
}

/**
 * The CSS transform that turns and mirrors the image (CSS applies the list right to left: mirror, then
 * turn). Zoom is not a transform: it enlarges the stage, so the scrollbars reach every part of the image.
 */
export function viewerTransform({ rotation, flipHorizontal, flipVertical }: ViewerState): string {
  return `rotate(${rotation}deg) scale(${flipHorizontal ? -1 : 1}, ${flipVertical ? -1 : 1})`;
}

/** True when the image lies on its side, so its width runs along the screen's height. */
export function isQuarterTurned(state: Pick<ViewerState, 'rotation'>): boolean {
  return state.rotation % 180 !== 0;
}

/** The zoom as users read it, e.g. '1,5x'. */
export function formatZoom(zoom: number): string {
  return `${zoom.toLocaleString('pt-BR')}x`;
}

/** Maps a key to a viewer action: + (or =) and - zoom, r rotates, h and v mirror. */
export function viewerActionForKey(key: string): ViewerAction | null {
  switch (key) {
    case '+':
    case '=':
      return { type: 'zoom-in' };
    case '-':
    case '_':
      return { type: 'zoom-out' };
    case 'r':
    case 'R':
      return { type: 'rotate-clockwise' };
    case 'h':
    case 'H':
      return { type: 'flip-horizontal' };
    case 'v':
    case 'V':
      return { type: 'flip-vertical' };
    default:
      return null;
  }
}

/** Wheel up zooms in, wheel down zooms out. */
export function viewerActionForWheel(deltaY: number): ViewerAction | null {
  if (deltaY < 0) return { type: 'zoom-in' };
  if (deltaY > 0) return { type: 'zoom-out' };
  return null;
}
