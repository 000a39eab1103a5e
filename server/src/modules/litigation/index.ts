/** What the litigation module offers the rest of the server: other modules and the app import it only from here. */
export { infringementRoutes } from './routes/infringement';
export { invalidityRoutes } from './routes/invalidity';
