import type { ApplicationBibliography } from '@iprism/shared/contracts';
import { applicationKey, parsePublicationNumber } from '../corpus/parsing';

/** A publication's family key: country and number without kind, so A1 and B1 of one number meet. */
export function publicationKey(publicationNumber: string): string | null {
  const d = parsePublicationNumber(publicationNumber);
  return d ? d.country + d.number : null;
}

/**
 * Every key that ties a document to its family: its own application and publication, the applications
 * it claims from or that claim from it, and the publications it names as its family's. Two documents
 * sharing a key are one family (or one document): neither is prior art against the other.
 */
export function familyKeys(bibliography: ApplicationBibliography, publicationNumbers: readonly (string | null)[]): string[] {
  const keys = new Set<string>([...bibliography.familyApplications, ...bibliography.familyPublications]);
  const own = bibliography.applicationNumber ? applicationKey('US', bibliography.applicationNumber) : null;
  if (own) keys.add(own);
  for (const n of publicationNumbers) {
    const key = n ? publicationKey(n) : null;
    if (key) keys.add(key);
  }
  return [...keys];
}
