import type { StructuredPatent } from '../../extracted-document';
import { idRefs, numberIn, resolveClaims } from '../claims';
import { headedBlocks } from '../description';
import { elementText } from '../element-text';
import { child, descendants, firstDescendant, type XmlElement } from '../xml-tree';

/** Pre-grant publications of 2001-2004 (patent-application-publication, PAP DTD v1.5/1.6). */
export function readPap(root: XmlElement): StructuredPatent {
  const biblio = child(root, 'subdoc-bibliographic-information');
  const documentId = child(biblio, 'document-id');
  const number = elementText(child(documentId, 'doc-number'));
  const claims = child(root, 'subdoc-claims');
  return {
    documentNumber: number ? `US${number}${elementText(child(documentId, 'kind-code'))}` : null,
    title: elementText(firstDescendant(biblio, 'title-of-invention')) || null,
    abstract: elementText(child(root, 'subdoc-abstract')) || null,
    description: headedBlocks(child(root, 'subdoc-description'), ['heading'], ['paragraph']),
    claims: resolveClaims(
      (claims ? descendants(claims, 'claim') : []).map((claim) => ({
        id: claim.attrs.id,
        number: numberIn(claim.attrs.id) ?? 0,
        text: elementText(claim),
        refs: descendants(claim, 'dependent-claim-reference').flatMap((ref) => idRefs(ref.attrs.depends_on)),
      })),
    ),
  };
}
