/** What the terms module offers the rest of the server: other modules and the app import it only from here. */
export { termsRoutes } from './routes';
