import { createBrowserRouter } from 'react-router-dom';
import { patchRoutesOnNavigation, routes } from './routes';

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
