/** The scout patent page of a publication: where every patent number in acquisitions leads. */
export const patentPagePath = (publicationNumber: string): string => `/dashboard/scout/patents/${encodeURIComponent(publicationNumber)}`;
