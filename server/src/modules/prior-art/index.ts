/** What the prior-art module offers the rest of the server: other modules and the app import it only from here. */
export { bestPassage } from './best-passage';
export { buildQueries, claimQueries } from './build-queries';
export { buildClaimChart } from './claim-chart';
export { claimElements } from './claim-elements';
export { applicationField } from './cpc-overlap';
export { priorArtCutoff } from './cutoff';
export { documentBibliography } from './effective-date/document-bibliography';
export { xmlBibliography } from './effective-date/xml-bibliography';
export { familyKeys, publicationKey } from './family';
export { mergeReferences } from './merge-references';
export { passagesOf, type PassageField, type ReferenceText } from './passages';
export { priorArtCsv } from './prior-art-csv';
export { rankReferences } from './rank-references';
export { findPriorArtCutoff, setPriorArtCutoff } from './repositories/prior-art-cutoffs';
