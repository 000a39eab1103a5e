/** The ids module's parsing code, which the parser threads load: no database, services or routes behind it. */
export { readStoredIds } from './read-stored-ids';
