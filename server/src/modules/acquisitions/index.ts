/** What the acquisitions module offers the rest of the server: other modules and the app import it only from here. */
export { insertPortfolio } from './repositories/acquisition-portfolios';
export { acquisitionsRoutes } from './routes';
