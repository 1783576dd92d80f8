import { createBrowserRouter } from 'react-router-dom';
import { BASENAME, routes } from './routes';

export const router = createBrowserRouter(routes, { basename: BASENAME });
