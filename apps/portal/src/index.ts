export { routes } from './app/routes';
