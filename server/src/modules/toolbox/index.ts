/** What the toolbox module offers the rest of the server: other modules and the app import it only from here. */
export { formsRoutes } from './routes/forms';
export { toolboxRoutes } from './routes';
