/** The normalised IDS downloads: written on request from the stage results, so they always show the corrections. */
export const IDS_FILES = {
  csv: { mediaType: 'text/csv; charset=utf-8' },
  json: { mediaType: 'application/json' },
  pdf: { mediaType: 'application/pdf' },
} as const;
export type IdsFileKind = keyof typeof IDS_FILES;
