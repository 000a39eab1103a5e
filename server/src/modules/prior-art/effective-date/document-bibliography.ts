import type { ApplicationBibliography } from '@iprism/shared/contracts';
import type { ExtractedDocument } from '../../documents';
import { uniqueDateClaims } from './effective-date';
import { textBibliography } from './text-bibliography';

/**
 * The application's bibliography: the source's fields (USPTO XML) completed by what its text states
 * (a PDF's front page, any description's cross-reference paragraph), so a benefit claim written only in
 * prose still counts.
 */
export function documentBibliography(document: ExtractedDocument): ApplicationBibliography {
  const fromText = textBibliography(document.pages.join('\n'));
  const fields = document.bibliography;
  if (!fields) return fromText;
  const own = (fields.applicationNumber ?? '').replace(/\D/g, '');
  return {
    applicationNumber: fields.applicationNumber ?? fromText.applicationNumber,
    // The text's "filed" of the application itself is already a field; its other dates may add to them.
    dateClaims: uniqueDateClaims([...fields.dateClaims, ...fromText.dateClaims.filter((c) => c.basis !== 'filing' && (c.number ?? '').replace(/\D/g, '') !== own)]),
    familyApplications: [...new Set([...fields.familyApplications, ...fromText.familyApplications])],
    familyPublications: fields.familyPublications,
    cpc: fields.cpc,
    ipc: fields.ipc,
  };
}
