/** What the agreements module offers the rest of the server: other modules and the app import it only from here. */
export { listAgreements } from './repositories/agreements';
export { agreementsRoutes } from './routes';
