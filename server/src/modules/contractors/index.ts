/** What the contractors module offers the rest of the server: other modules and the app import it only from here. */
export { findContractorByEmail, insertContractor } from './repositories/contractors';
export { contractorsRoutes } from './routes';
