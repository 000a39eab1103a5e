/** The corpus module's parsing code, which the parser threads load: no database, services or routes behind it. */
export { type CpcSchemeRow } from './cpc-scheme';
export { detectFormat } from './detect-format';
export { readCpcScheme } from './import-cpc-scheme';
export { isoDate } from './normalize';
export { applicationKey, formatUsApplicationNumber } from './patent-numbers/application-number';
export { citedDocdb } from './patent-numbers/cited-number';
export { docdbFromParts, parsePublicationNumber } from './patent-numbers/docdb';
export { checkPublicationNumber, isUsApplicationNumber } from './patent-numbers/number-rules';
export { readCorpusHead } from './readers/open-file';
export { type FileItems, readCorpusFile } from './readers/read-file';
export { readIceBiblio } from './readers/uspto-ice-biblio';
export { readPapBiblio } from './readers/uspto-pap-biblio';
export { readSt32Biblio } from './readers/uspto-st32-biblio';
export { type ReadItem } from './record';
