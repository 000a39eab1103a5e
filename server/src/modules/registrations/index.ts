/** What the registrations module offers the rest of the server: other modules and the app import it only from here. */
export { upsertRosterEntries } from './repositories/practitioner-roster';
export { insertRegistration, listRegistrations } from './repositories/registrations';
export { registrationsRoutes } from './routes';
