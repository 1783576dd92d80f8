/**
 * Zoom limits and the step of the buttons and keys (docs/product-rules.md#business-constants). Pinch and
 * wheel zoom continuously between the same limits.
 */
export const VIEWER_ZOOM = { min: 1, max: 50, step: 0.5 } as const;

/** Brightness and contrast in percent of the original (100), the range of their sliders. */
export const VIEWER_ADJUSTMENT = {
  brightness: { min: 25, max: 200, step: 5, initial: 100 },
  contrast: { min: 25, max: 300, step: 5, initial: 100 },
} as const;

/** Pixels an arrow key moves the zoomed image. */
export const VIEWER_PAN_STEP = 48;

/**
 * How the image is drawn: mirrored in its own frame, turned clockwise, and filtered. Zoom and position
 * belong to the pan-and-zoom library (react-zoom-pan-pinch), which follows fingers and the mouse.
 */
export interface ViewerState {
  /** 0, 90, 180 or 270 degrees clockwise. */
  rotation: number;
  /** Mirrored left-right in the image's own frame (before the rotation). */
  flipHorizontal: boolean;
  /** Mirrored top-bottom in the image's own frame (before the rotation). */
  flipVertical: boolean;
  /** Percent of the original brightness. */
  brightness: number;
  /** Percent of the original contrast. */
  contrast: number;
  /** Dark for light: a radiograph read as a negative. */
  invert: boolean;
}

export type ViewerAction =
  | { type: 'rotate-clockwise' }
  | { type: 'rotate-counterclockwise' }
  | { type: 'flip-horizontal' }
  | { type: 'flip-vertical' }
  | { type: 'set-brightness'; value: number }
  | { type: 'set-contrast'; value: number }
  | { type: 'toggle-invert' }
  /** Brightness, contrast and invert back to the original; the orientation stays. */
  | { type: 'reset-adjustments' }
  | { type: 'reset' };

/** What a key asks of the viewer: a change of drawing (ViewerAction) or of zoom and position. */
export type ViewerCommand =
  | ViewerAction
  | { type: 'zoom-in' }
  | { type: 'zoom-out' }
  /** Zoom 1x, the whole image in view; the orientation and the adjustments stay. */
  | { type: 'fit' }
  /** Moves the view by (x, y) pixels; positive x shows more of the left, as a scroll would. */
  | { type: 'pan'; x: number; y: number };

const initialAdjustments = {
  brightness: VIEWER_ADJUSTMENT.brightness.initial,
  contrast: VIEWER_ADJUSTMENT.contrast.initial,
  invert: false,
};

export const initialViewerState: ViewerState = {
  rotation: 0,
  flipHorizontal: false,
  flipVertical: false,
  ...initialAdjustments,
};

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, value));
const turn = (rotation: number, degrees: number) => (((rotation + degrees) % 360) + 360) % 360;

const toggleHorizontal = (state: ViewerState) => ({ ...state, flipHorizontal: !state.flipHorizontal });
const toggleVertical = (state: ViewerState) => ({ ...state, flipVertical: !state.flipVertical });

/** Pure reducer of how the image is drawn. */
export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
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
    case 'set-brightness':
      return { ...state, brightness: clamp(action.value, VIEWER_ADJUSTMENT.brightness) };
    case 'set-contrast':
      return { ...state, contrast: clamp(action.value, VIEWER_ADJUSTMENT.contrast) };
    case 'toggle-invert':
      return { ...state, invert: !state.invert };
    case 'reset-adjustments':
      return { ...state, ...initialAdjustments };
    case 'reset':
      return initialViewerState;
  }
}

/** True when brightness, contrast or invert differ from the original. */
export function isAdjusted(state: ViewerState): boolean {
  return (
    state.brightness !== initialAdjustments.brightness ||
    state.contrast !== initialAdjustments.contrast ||
    state.invert !== initialAdjustments.invert
  );
}

/**
 * The CSS transform that turns and mirrors the image (CSS applies the list right to left: mirror, then
 * turn). Zoom and position are the library's transform on the image's container.
 */
export function viewerTransform({ rotation, flipHorizontal, flipVertical }: ViewerState): string {
  return `rotate(${rotation}deg) scale(${flipHorizontal ? -1 : 1}, ${flipVertical ? -1 : 1})`;
}

/**
 * The CSS filter of the image. CSS applies the functions left to right: inverting first means brightness
 * and contrast act on what the auditor sees, so 'more brightness' lightens the negative too.
 */
export function viewerFilter({ brightness, contrast, invert }: ViewerState): string {
  return `invert(${invert ? 1 : 0}) brightness(${brightness}%) contrast(${contrast}%)`;
}

/** True when the image lies on its side, so its width runs along the screen's height. */
export function isQuarterTurned(state: Pick<ViewerState, 'rotation'>): boolean {
  return state.rotation % 180 !== 0;
}

const zoomFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** The zoom as users read it, e.g. '1,5x'; a pinch's in-between scales to one decimal. */
export function formatZoom(zoom: number): string {
  return `${zoomFormat.format(zoom)}x`;
}

const percentFormat = new Intl.NumberFormat('pt-BR', { style: 'percent' });

/** A brightness or contrast as users read it, e.g. '120%'. */
export function formatAdjustment(percent: number): string {
  return percentFormat.format(percent / 100);
}

/**
 * Maps a key to a viewer command: + (or =) and - zoom, 0 fits the image, the arrows move it, r rotates,
 * h and v mirror, i inverts.
 */
export function viewerCommandForKey(key: string): ViewerCommand | null {
  switch (key) {
    case '+':
    case '=':
      return { type: 'zoom-in' };
    case '-':
    case '_':
      return { type: 'zoom-out' };
    case '0':
      return { type: 'fit' };
    // Like a scroll: the left arrow shows what lies to the left, so the image moves right.
    case 'ArrowLeft':
      return { type: 'pan', x: VIEWER_PAN_STEP, y: 0 };
    case 'ArrowRight':
      return { type: 'pan', x: -VIEWER_PAN_STEP, y: 0 };
    case 'ArrowUp':
      return { type: 'pan', x: 0, y: VIEWER_PAN_STEP };
    case 'ArrowDown':
      return { type: 'pan', x: 0, y: -VIEWER_PAN_STEP };
    case 'r':
    case 'R':
      return { type: 'rotate-clockwise' };
    case 'h':
    case 'H':
      return { type: 'flip-horizontal' };
    case 'v':
    case 'V':
      return { type: 'flip-vertical' };
    case 'i':
    case 'I':
      return { type: 'toggle-invert' };
    default:
      return null;
  }
}
