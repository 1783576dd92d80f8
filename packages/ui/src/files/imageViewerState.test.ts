import { describe, expect, it } from 'vitest';
import {
  formatZoom,
  initialViewerState,
  isQuarterTurned,
  type ViewerAction,
  type ViewerState,
  viewerActionForKey,
  viewerActionForWheel,
  viewerReducer,
  viewerTransform,
} from './imageViewerState';

const run = (actions: ViewerAction['type'][], from: ViewerState = initialViewerState) =>
  actions.reduce((state, type) => viewerReducer(state, { type } as ViewerAction), from);

const times = (n: number, type: ViewerAction['type']): ViewerAction['type'][] =>
  Array.from({ length: n }, () => type);

describe('viewerReducer', () => {
  it.each([
    { title: 'starts at zoom 1', actions: [], zoom: 1 },
    { title: 'zooms in by 0.5', actions: ['zoom-in'], zoom: 1.5 },
    { title: 'zooms back out by 0.5', actions: ['zoom-in', 'zoom-in', 'zoom-out'], zoom: 1.5 },
    { title: 'never zooms out below 1', actions: ['zoom-out', 'zoom-out'], zoom: 1 },
    { title: 'reaches 50 after 98 steps', actions: times(98, 'zoom-in'), zoom: 50 },
    { title: 'never zooms in above 50', actions: times(120, 'zoom-in'), zoom: 50 },
    { title: 'zooms out from the top', actions: [...times(120, 'zoom-in'), 'zoom-out'], zoom: 49.5 },
  ] as const)('should zoom: $title', ({ actions, zoom }) => {
    expect(run([...actions]).zoom).toBe(zoom);
  });

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

  it('should reset everything', () => {
    const changed = run(['zoom-in', 'rotate-clockwise', 'flip-horizontal', 'flip-vertical']);
    expect(changed).not.toEqual(initialViewerState);
    expect(viewerReducer(changed, { type: 'reset' })).toEqual(initialViewerState);
  });

  it('should keep the other fields when one changes', () => {
    const state = run(['zoom-in', 'rotate-clockwise', 'flip-vertical', 'zoom-in']);
    expect(state).toEqual({ zoom: 2, rotation: 90, flipHorizontal: true, flipVertical: false });
  });
});

describe('viewerTransform', () => {
  it.each([
    [initialViewerState, 'rotate(0deg) scale(1, 1)'],
    [{ zoom: 2.5, rotation: 90, flipHorizontal: true, flipVertical: false }, 'rotate(90deg) scale(-1, 1)'],
    [{ zoom: 50, rotation: 270, flipHorizontal: false, flipVertical: true }, 'rotate(270deg) scale(1, -1)'],
  ])('should render %j as %j', (state, transform) => {
    expect(viewerTransform(state)).toBe(transform);
  });
});

describe('isQuarterTurned and formatZoom', () => {
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
    [50, '50x'],
  ])('should show zoom %d as %j', (zoom, text) => {
    expect(formatZoom(zoom)).toBe(text);
  });
});

describe('viewer keys and wheel', () => {
  it.each([
    ['+', 'zoom-in'],
    ['=', 'zoom-in'],
    ['-', 'zoom-out'],
    ['r', 'rotate-clockwise'],
    ['R', 'rotate-clockwise'],
    ['h', 'flip-horizontal'],
    ['v', 'flip-vertical'],
    ['x', null],
    ['Enter', null],
  ])('should map key %j to %j', (key, type) => {
    expect(viewerActionForKey(key)?.type ?? null).toBe(type);
  });

  it.each([
    [-100, 'zoom-in'],
    [100, 'zoom-out'],
    [0, null],
  ])('should map a wheel delta of %i to %j', (deltaY, type) => {
    expect(viewerActionForWheel(deltaY)?.type ?? null).toBe(type);
  });
});
