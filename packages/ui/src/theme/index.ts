export { classNames, type FirstPaintIcon, FirstPaintIconSvg, FP, FP_ICONS } from './firstPaint';
export { startSystem } from './startSystem';
export { STATUS_PALETTES, STATUS_TONES, type StatusDomain, type StatusTone } from './statusTones';
export { system } from './system';
export { UiProvider, type UiProviderProps } from './UiProvider';
