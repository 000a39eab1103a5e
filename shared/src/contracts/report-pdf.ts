/**
 * The report PDF's sections, in the order it prints them. GET /api/applications/{id}/report.pdf takes
 * `sections`, a comma-separated subset (absent: all of them); the report screen offers them as checkboxes.
 */
export const REPORT_PDF_SECTIONS = ['summary', 'statistics', 'claims', 'findings', 'fees', 'cpc', 'priorArt', 'ids'] as const;
export type ReportPdfSection = (typeof REPORT_PDF_SECTIONS)[number];

export const REPORT_PDF_SECTION_LABELS: Readonly<Record<ReportPdfSection, string>> = {
  summary: 'Summary',
  statistics: 'Statistics',
  claims: 'Claims',
  findings: 'Findings',
  fees: 'Fees',
  cpc: 'CPC classes',
  priorArt: 'Prior art and claim charts',
  ids: 'IDS',
};

export const REPORT_PDF_MESSAGES = {
  noSection: 'Choose at least one section for the PDF.',
  unknownSection: 'Unknown report sections:',
} as const;

const isSection = (value: string): value is ReportPdfSection => (REPORT_PDF_SECTIONS as readonly string[]).includes(value);

/**
 * Reads `sections`: every section when absent, the named ones in print order otherwise; `unknown` lists the
 * names that are not sections (the caller refuses them rather than print less than was asked for).
 */
export function parseReportPdfSections(value: string | undefined): { sections: ReportPdfSection[]; unknown: string[] } {
  if (value === undefined) return { sections: [...REPORT_PDF_SECTIONS], unknown: [] };
  const names = value.split(',').map((s) => s.trim()).filter(Boolean);
  return { sections: REPORT_PDF_SECTIONS.filter((s) => names.includes(s)), unknown: names.filter((n) => !isSection(n)) };
}

/** The `sections` query value of a choice; undefined when every section is chosen (the default). */
export const reportPdfSectionsQuery = (chosen: readonly ReportPdfSection[]): string | undefined =>
  REPORT_PDF_SECTIONS.every((s) => chosen.includes(s)) ? undefined : REPORT_PDF_SECTIONS.filter((s) => chosen.includes(s)).join(',');
