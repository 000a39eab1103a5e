/** What the timesheets module offers the rest of the server: other modules and the app import it only from here. */
export { assignProject, findProjectByCode, insertProject } from './repositories/timesheets';
export { timesheetsRoutes } from './routes';
