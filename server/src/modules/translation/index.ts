/** What the translation module offers the rest of the server: other modules and the app import it only from here. */
export { translateRoutes } from './routes';
