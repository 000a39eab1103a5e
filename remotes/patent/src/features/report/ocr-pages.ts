import type { OcrPage } from '@iprism/shared/contracts/report';

/** Page numbers as ranges: [1, 2, 3, 5] → "1–3, 5". */
export function pageRanges(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]!;
    while (sorted[i + 1] === sorted[i]! + 1) i++;
    ranges.push(start === sorted[i] ? String(start) : `${start}–${sorted[i]}`);
  }
  return ranges.join(', ');
}

export interface OcrSummary {
  /** Pages read by OCR, as ranges; '' when none was. */
  read: string;
  /** Their mean confidence, 0–100; null when none was read. */
  meanConfidence: number | null;
  /** "1: 95 %, 2: 91 %". */
  byPage: string;
  /** Pages that needed OCR and were left empty, with why. */
  unread: { page: number; warning: string }[];
}

export function ocrSummary(pages: readonly OcrPage[]): OcrSummary {
  const read = pages.filter((page) => page.confidence !== null);
  const total = read.reduce((sum, page) => sum + page.confidence!, 0);
  return {
    read: pageRanges(read.map((page) => page.page)),
    meanConfidence: read.length > 0 ? Math.round(total / read.length) : null,
    byPage: read.map((page) => `${page.page}: ${page.confidence} %`).join(', '),
    unread: pages.filter((page) => page.confidence === null).map((page) => ({ page: page.page, warning: page.warning ?? 'Not read.' })),
  };
}
