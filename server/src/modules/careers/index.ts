/** What the careers module offers the rest of the server: other modules and the app import it only from here. */
export { checkCv } from './check-cv';
export { receiveApplication } from './receive-application';
export { insertCareerCv } from './repositories/careers';
export { careersRoutes } from './routes';
