/** The prior-art module's parsing code, which the parser threads load: no database, services or routes behind it. */
export { xmlBibliography } from './effective-date/xml-bibliography';
export { familyKeys, publicationKey } from './family';
