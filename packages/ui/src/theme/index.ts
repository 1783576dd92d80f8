export { system } from './system';
export { UiProvider, type UiProviderProps } from './UiProvider';
