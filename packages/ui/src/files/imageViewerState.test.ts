import { describe, expect, it } from 'vitest';
import {
  formatAdjustment,
  formatZoom,
  initialViewerState,
  isAdjusted,
  isQuarterTurned,
  VIEWER_PAN_STEP,
  type ViewerAction,
  type ViewerState,
  viewerCommandForKey,
  viewerFilter,
  viewerReducer,
  viewerTransform,
} from './imageViewerState';

type SimpleAction = Exclude<ViewerAction, { value: number }>['type'];

const run = (actions: (SimpleAction | ViewerAction)[], from: ViewerState = initialViewerState) =>
  actions.reduce(
    (state, action) => viewerReducer(state, typeof action === 'string' ? { type: action } : action),
    from,
  );

const times = (n: number, type: SimpleAction): SimpleAction[] => Array.from({ length: n }, () => type);

describe('viewerReducer', () => {
  it.each([
    { actions: ['rotate-clockwise'], rotation: 90 },
    { actions: times(4, 'rotate-clockwise'), rotation: 0 },
    { actions: times(5, 'rotate-clockwise'), rotation: 90 },
    { actions: ['rotate-counterclockwise'], rotation: 270 },
    { actions: ['rotate-clockwise', 'rotate-counterclockwise'], rotation: 0 },
  ] as const)('should turn $actions to $rotation degrees', ({ actions, rotation }) => {
    expect(run([...actions]).rotation).toBe(rotation);
  });

  it.each([
    { title: 'upright, horizontal mirrors left-right', actions: ['flip-horizontal'], h: true, v: false },
    { title: 'upright, vertical mirrors top-bottom', actions: ['flip-vertical'], h: false, v: true },
    { title: 'twice undoes the mirror', actions: ['flip-horizontal', 'flip-horizontal'], h: false, v: false },
    {
      title: 'upside down, horizontal stays left-right',
      actions: ['rotate-clockwise', 'rotate-clockwise', 'flip-horizontal'],
      h: true,
      v: false,
    },
    {
      title: 'quarter-turned, horizontal is the image top-bottom',
      actions: ['rotate-clockwise', 'flip-horizontal'],
      h: false,
      v: true,
    },
    {
      title: 'quarter-turned, vertical is the image left-right',
      actions: ['rotate-counterclockwise', 'flip-vertical'],
      h: true,
      v: false,
    },
  ] as const)('should mirror: $title', ({ actions, h, v }) => {
    const state = run([...actions]);
    expect([state.flipHorizontal, state.flipVertical]).toEqual([h, v]);
  });

  it.each([
    {
      title: 'sets the brightness',
      action: { type: 'set-brightness', value: 140 },
      brightness: 140,
      contrast: 100,
    },
    {
      title: 'keeps the brightness at 25% or more',
      action: { type: 'set-brightness', value: 0 },
      brightness: 25,
      contrast: 100,
    },
    {
      title: 'keeps the brightness at 200% or less',
      action: { type: 'set-brightness', value: 900 },
      brightness: 200,
      contrast: 100,
    },
    {
      title: 'sets the contrast',
      action: { type: 'set-contrast', value: 180 },
      brightness: 100,
      contrast: 180,
    },
    {
      title: 'keeps the contrast at 25% or more',
      action: { type: 'set-contrast', value: 10 },
      brightness: 100,
      contrast: 25,
    },
    {
      title: 'keeps the contrast at 300% or less',
      action: { type: 'set-contrast', value: 301 },
      brightness: 100,
      contrast: 300,
    },
  ] as const)('should adjust: $title', ({ action, brightness, contrast }) => {
    const state = viewerReducer(initialViewerState, action);
    expect([state.brightness, state.contrast]).toEqual([brightness, contrast]);
  });

  it('should invert and invert back', () => {
    expect(run(['toggle-invert']).invert).toBe(true);
    expect(run(['toggle-invert', 'toggle-invert']).invert).toBe(false);
  });

  it('should restore the adjustments and keep the orientation', () => {
    const state = run([
      'rotate-clockwise',
      'flip-horizontal',
      { type: 'set-brightness', value: 150 },
      { type: 'set-contrast', value: 60 },
      'toggle-invert',
      'reset-adjustments',
    ]);
    expect(state).toEqual({ ...initialViewerState, rotation: 90, flipVertical: true });
    expect(isAdjusted(state)).toBe(false);
  });

  it('should reset everything', () => {
    const changed = run([
      'rotate-clockwise',
      'flip-horizontal',
      'toggle-invert',
      { type: 'set-contrast', value: 50 },
    ]);
    expect(changed).not.toEqual(initialViewerState);
    expect(viewerReducer(changed, { type: 'reset' })).toEqual(initialViewerState);
  });

  it('should keep the other fields when one changes', () => {
    const state = run([
      'rotate-clockwise',
      'flip-vertical',
      { type: 'set-brightness', value: 120 },
      'toggle-invert',
    ]);
    expect(state).toEqual({
      rotation: 90,
      flipHorizontal: true,
      flipVertical: false,
      brightness: 120,
      contrast: 100,
      invert: true,
    });
  });
});

describe('isAdjusted', () => {
  it.each([
    [[], false],
    [['rotate-clockwise'], false],
    [[{ type: 'set-brightness', value: 105 }], true],
    [[{ type: 'set-contrast', value: 95 }], true],
    [['toggle-invert'], true],
  ] as const)('should say %j adjusted the image: %j', (actions, adjusted) => {
    expect(isAdjusted(run([...actions]))).toBe(adjusted);
  });
});

describe('viewerTransform and viewerFilter', () => {
  it.each([
    [initialViewerState, 'rotate(0deg) scale(1, 1)'],
    [{ ...initialViewerState, rotation: 90, flipHorizontal: true }, 'rotate(90deg) scale(-1, 1)'],
    [{ ...initialViewerState, rotation: 270, flipVertical: true }, 'rotate(270deg) scale(1, -1)'],
  ])('should turn and mirror %j as %j', (state, transform) => {
    expect(viewerTransform(state)).toBe(transform);
  });

  it.each([
    [initialViewerState, 'invert(0) brightness(100%) contrast(100%)'],
    [{ ...initialViewerState, brightness: 130, contrast: 75 }, 'invert(0) brightness(130%) contrast(75%)'],
    // Inverted first, so brightness and contrast act on the negative the auditor reads.
    [{ ...initialViewerState, invert: true, brightness: 80 }, 'invert(1) brightness(80%) contrast(100%)'],
  ])('should filter %j as %j', (state, filter) => {
    expect(viewerFilter(state)).toBe(filter);
  });
});

describe('isQuarterTurned, formatZoom and formatAdjustment', () => {
  it.each([
    [0, false],
    [90, true],
    [180, false],
    [270, true],
  ])('should say a rotation of %i is a quarter turn: %j', (rotation, expected) => {
    expect(isQuarterTurned({ rotation })).toBe(expected);
  });

  it.each([
    [1, '1x'],
    [1.5, '1,5x'],
    [2.3456, '2,3x'],
    [50, '50x'],
  ])('should show zoom %d as %j', (zoom, text) => {
    expect(formatZoom(zoom)).toBe(text);
  });

  it.each([
    [100, '100%'],
    [25, '25%'],
    [135, '135%'],
  ])('should show an adjustment of %d as %j', (percent, text) => {
    expect(formatAdjustment(percent)).toBe(text);
  });
});

describe('viewerCommandForKey', () => {
  it.each([
    ['+', { type: 'zoom-in' }],
    ['=', { type: 'zoom-in' }],
    ['-', { type: 'zoom-out' }],
    ['0', { type: 'fit' }],
    ['ArrowLeft', { type: 'pan', x: VIEWER_PAN_STEP, y: 0 }],
    ['ArrowRight', { type: 'pan', x: -VIEWER_PAN_STEP, y: 0 }],
    ['ArrowUp', { type: 'pan', x: 0, y: VIEWER_PAN_STEP }],
    ['ArrowDown', { type: 'pan', x: 0, y: -VIEWER_PAN_STEP }],
    ['r', { type: 'rotate-clockwise' }],
    ['R', { type: 'rotate-clockwise' }],
    ['h', { type: 'flip-horizontal' }],
    ['v', { type: 'flip-vertical' }],
    ['i', { type: 'toggle-invert' }],
    ['I', { type: 'toggle-invert' }],
    ['x', null],
    ['Enter', null],
  ])('should map key %j to %j', (key, command) => {
    expect(viewerCommandForKey(key)).toEqual(command);
  });
});
