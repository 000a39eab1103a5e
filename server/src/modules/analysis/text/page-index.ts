/** Maps offsets in the pages joined with PAGE_JOIN back to 1-based page numbers by binary search. */

export const PAGE_JOIN = '\n';

export interface PagedText {
  text: string;
  /** Offset in `text` where each page starts. */
  pageStarts: number[];
}

export function joinPages(pages: readonly string[]): PagedText {
  const pageStarts: number[] = [];
  let offset = 0;
  for (const page of pages) {
    pageStarts.push(offset);
    offset += page.length + PAGE_JOIN.length;
  }
  return { text: pages.join(PAGE_JOIN), pageStarts };
}

export function pageAt(pageStarts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = pageStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((pageStarts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}
