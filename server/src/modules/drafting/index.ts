/** What the drafting module offers the rest of the server: other modules and the app import it only from here. */
export { draftTextOfDocument } from './application-text';
export { draftingRoutes } from './routes';
