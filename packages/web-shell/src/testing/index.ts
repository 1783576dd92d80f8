export { AppScreen, type AppScreenProps, LocationProbe, ServerDataForStories } from './AppScreen';
// The error envelope of the mocks is the contract's (@odonto/contract/msw), typed from the descriptions.
