/** Where the transformation stage keeps the normalised IDS in the file store, under the application's prefix. */
export const IDS_FILES = {
  csv: { suffix: 'ids.csv', mediaType: 'text/csv; charset=utf-8' },
  json: { suffix: 'ids.json', mediaType: 'application/json' },
  pdf: { suffix: 'ids-sb08.pdf', mediaType: 'application/pdf' },
} as const;
export type IdsFileKind = keyof typeof IDS_FILES;

export const idsFileKey = (applicationId: string, kind: IdsFileKind): string => `${applicationId}/ids-output/${IDS_FILES[kind].suffix}`;
