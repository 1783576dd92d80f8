export { LoadStatus, type LoadStatusProps } from './LoadStatus';
