export { type LazyScreenRoute, lazyScreen, ScreenLoadError } from './lazyScreen';
export { type ReturnTo, returnAddress, returnToState } from './returnTo';
