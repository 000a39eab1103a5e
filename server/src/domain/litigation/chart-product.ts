import type { ChartedClaim, InfringementCell, ProductPassage } from '@iprism/shared/contracts';
import { coverage, termSet } from '../../modules/analysis';
import { passagesOf } from '../../modules/prior-art';

/** A product description as read from its file: its text page by page (one page for DOCX, text and web pages). */
export interface ProductText {
  pages: readonly string[];
  /** True for a PDF, whose pages a cite can name. */
  paginated: boolean;
}

/** Product passages kept per element besides the best: enough to choose from, few enough to read. */
export const PASSAGES_PER_ELEMENT = 3;

const round = (n: number): number => Math.round(n * 1000) / 1000;

/**
 * The infringement chart of a product: each claim element mapped to the product passages that read on
 * it (sharing any of its terms), best first by the share of its terms they hold, the shorter passage first
 * on a tie; the best stands as the element's passage. A passage's location is its page when the
 * description has pages.
 */
export function chartProduct(claims: readonly ChartedClaim[], product: ProductText): InfringementCell[] {
  const passages = product.pages.flatMap((page, i) =>
    passagesOf({ publicationNumber: '', title: '', abstract: '', claims: '', description: page }).map((p) => ({
      text: p.text,
      terms: p.terms,
      location: product.paginated ? `product description, p. ${i + 1}` : 'product description',
    })),
  );
  return claims.flatMap((claim) =>
    claim.elements.map((element): InfringementCell => {
      const terms = termSet(element.text);
      const reading: ProductPassage[] = passages
        .map((p) => ({ passage: p.text, location: p.location, score: round(coverage(terms, p.terms)) }))
        .filter((p) => p.score > 0)
        .sort((a, b) => b.score - a.score || a.passage.length - b.passage.length)
        .slice(0, PASSAGES_PER_ELEMENT);
      const best = reading[0];
      return { elementId: element.id, passage: best?.passage ?? null, location: best?.location ?? null, score: best?.score ?? 0, passages: reading };
    }),
  );
}
