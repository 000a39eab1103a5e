/** Where scout links lead: the patent page of a publication, the watch list. */
export const patentPath = (publicationNumber: string): string => `/dashboard/scout/patents/${encodeURIComponent(publicationNumber)}`;
export const WATCHES_PATH = '/dashboard/scout/patents';
