/** What the newsroom module offers the rest of the server: other modules and the app import it only from here. */
export { findNewsroomArticle } from './repositories/newsroom';
export { newsroomRoutes } from './routes';
