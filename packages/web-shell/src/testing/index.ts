export { AppScreen, type AppScreenProps, LocationProbe, ServerDataForStories } from './AppScreen';
export { type ErrorEnvelope, errorEnvelope } from './errorEnvelope';
