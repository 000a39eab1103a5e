import type { StructuredPatent } from '../../extracted-document';
import { idRefs, numberIn, resolveClaims } from '../claims';
import { headedBlocks } from '../description';
import { elementText } from '../element-text';
import { child, descendants, path, type XmlElement } from '../xml-tree';

/** WIPO ST.32 grants of 2001-2004 (PATDOC, US-Grant DTD v2.4/2.5), in their XML or repaired SGML form. */
export function readSt32(root: XmlElement): StructuredPatent {
  const biblio = child(root, 'SDOBI');
  const number = elementText(path(biblio, 'B100', 'B110'));
  const claims = child(root, 'SDOCL');
  return {
    documentNumber: number ? `US${number}${elementText(path(biblio, 'B100', 'B130'))}` : null,
    title: elementText(path(biblio, 'B500', 'B540')) || null,
    abstract: elementText(child(root, 'SDOAB')) || null,
    description: headedBlocks(child(root, 'SDODE'), ['H'], ['PARA']),
    claims: resolveClaims(
      (claims ? descendants(claims, 'CLM') : []).map((claim) => ({
        id: claim.attrs.ID,
        number: numberIn(claim.attrs.ID) ?? 0,
        text: elementText(claim),
        refs: descendants(claim, 'CLREF').flatMap((ref) => idRefs(ref.attrs.ID)),
      })),
    ),
  };
}
