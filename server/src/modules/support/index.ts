/** What the support module offers the rest of the server: other modules and the app import it only from here. */
export { supportRoutes } from './routes';
