import type { StructuredPatent } from '../../extracted-document';
import { idRefs, numberIn, resolveClaims } from '../claims';
import { headedBlocks } from '../description';
import { elementText } from '../element-text';
import { child, childElements, descendants, firstDescendant, type XmlElement } from '../xml-tree';

/** ICE v4.x grants and applications (us-patent-grant, us-patent-application[-publication]), 2005 on. */
export function readIce(root: XmlElement): StructuredPatent {
  const biblio = childElements(root).find((element) => element.name.startsWith('us-bibliographic-data'));
  const claims = child(root, 'claims');
  return {
    documentNumber: publicationNumber(firstDescendant(child(biblio, 'publication-reference'), 'document-id')),
    title: elementText(child(biblio, 'invention-title')) || null,
    abstract: elementText(child(root, 'abstract')) || null,
    description: headedBlocks(child(root, 'description'), ['heading'], ['p']),
    claims: resolveClaims(
      (claims ? descendants(claims, 'claim') : []).map((claim) => ({
        id: claim.attrs.id,
        number: numberIn(claim.attrs.num) ?? numberIn(claim.attrs.id) ?? 0,
        text: elementText(claim),
        refs: descendants(claim, 'claim-ref').flatMap((ref) => idRefs(ref.attrs.idref)),
      })),
    ),
  };
}

function publicationNumber(documentId: XmlElement | undefined): string | null {
  const number = elementText(child(documentId, 'doc-number'));
  if (!number) return null;
  return `${elementText(child(documentId, 'country'))}${number}${elementText(child(documentId, 'kind'))}`;
}
