/** What the scout module offers the rest of the server: other modules and the app import it only from here. */
export { findPatentByNumber, parsePatentNumber, patentRecord } from './patent-record';
export { insertWatch, insertWatchHits } from './repositories/scout-watches';
export { scoutRoutes } from './routes';
export { notifyWatches } from './watch-notify';
