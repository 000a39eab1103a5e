import type { StructuredPatent } from '../../extracted-document';
import { idRefs, numberIn, resolveClaims, type RawClaim } from '../claims';
import { headedBlocks } from '../description';
import { elementText, elementTextWithout } from '../element-text';
import { child, descendants, firstDescendant, type XmlElement } from '../xml-tree';

const DOCUMENT_LABELS: Record<string, string> = { CLM: 'Claims', SPEC: 'Specification', ABST: 'Abstract' };

/**
 * USPTO image file wrapper documents (XML4IP ClaimsDocument / SpecificationDocument): one part of an
 * application as filed or amended, OCR'd. They carry no invention title, so the title names the part.
 */
export function readIfw(root: XmlElement): StructuredPatent {
  const code = elementText(child(root, 'DocumentCode'));
  const applicationNumber = elementText(firstDescendant(child(root, 'DocumentHeaderDetails'), 'ApplicationNumber')) || null;
  const label = DOCUMENT_LABELS[code] ?? 'Document';
  const specification = child(root, 'Specification');
  const blocks = headedBlocks(specification, ['Heading'], ['P']);
  return {
    documentNumber: applicationNumber,
    title: elementText(child(root, 'DocumentTitle')) || (applicationNumber ? `${label} of application ${applicationNumber}` : label),
    abstract: code === 'ABST' ? blocks.map((block) => block.text).join('\n') || null : null,
    description: code === 'SPEC' ? blocks : [],
    claims: resolveClaims(descendants(root, 'Claim').map(readClaim).filter((claim): claim is RawClaim => claim !== null)),
  };
}

/**
 * A Claim element holding only page furniture, or an unnumbered preamble ("IN THE CLAIMS This listing of
 * claims..."), is not a claim. A block of cancelled claims may state its number ("1-16.") only in its text.
 */
function readClaim(claim: XmlElement): RawClaim | null {
  const texts = descendants(claim, 'ClaimText');
  // OCR may leave the label's full stop outside ClaimLabelText ("<ClaimLabelText>11</ClaimLabelText>. The …").
  const body = texts.map((text) => elementTextWithout(text, ['ClaimLabelText'])).filter(Boolean).join('\n').replace(/^[.)]\s*/, '');
  // A cancelled claim has only its label ("Claim 7 (Canceled)"), which then is its text.
  const text = body || texts.map((text) => elementText(text)).filter(Boolean).join('\n');
  const number = numberIn(elementText(child(claim, 'ClaimNumber'))) ?? numberIn(/^\d+(?=(\s*-\s*\d+)?\s*\.)/.exec(text)?.[0]);
  if (!text || number === null) return null;
  return {
    id: claim.attrs.id,
    number,
    text,
    refs: descendants(claim, 'ClaimReference').flatMap((ref) => idRefs(ref.attrs.idrefs ?? ref.attrs.idref)),
  };
}
