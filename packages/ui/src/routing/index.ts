export { type LazyScreenRoute, lazyScreen, ScreenLoadError } from './lazyScreen';
