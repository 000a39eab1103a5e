import { queryOptions } from '@tanstack/react-query';
import { getActiveTerms, getPendingTerms, listAdminAgreements, listAdminArticles, listTermsVersions } from './company';
import { getAgreement } from './agreements';
import { downloadApiFile } from './file-transfer';
import { getNewsroomArticle, listNewsroom } from './newsroom';

// The company's own documents, public and admin views: one factory per kind, so that a page asking for the terms
// does not bundle the agreements' and articles' schemas.

export const termsQueries = {
  all: ['terms'] as const,
  activeTerms: () => queryOptions({ queryKey: [...termsQueries.all, 'active'], queryFn: ({ signal }) => getActiveTerms(signal) }),
  /** A terms version in force that the signed-in user has not accepted yet. */
  pendingTerms: () => queryOptions({ queryKey: [...termsQueries.all, 'pending'], queryFn: ({ signal }) => getPendingTerms(signal) }),
  termsVersions: () => queryOptions({ queryKey: [...termsQueries.all, 'versions'], queryFn: ({ signal }) => listTermsVersions(signal) }),
};

export const agreementQueries = {
  all: ['agreements'] as const,
  adminAgreements: () => queryOptions({ queryKey: [...agreementQueries.all, 'admin'], queryFn: ({ signal }) => listAdminAgreements(signal) }),
  agreement: (token: string) => queryOptions({ queryKey: [...agreementQueries.all, 'token', token], queryFn: ({ signal }) => getAgreement(token, signal) }),
};

export const newsroomQueries = {
  all: ['newsroom'] as const,
  adminArticles: () => queryOptions({ queryKey: [...newsroomQueries.all, 'admin'], queryFn: ({ signal }) => listAdminArticles(signal) }),
  /** A stored cover's bytes (behind the session token); its path changes with every new cover. */
  articleCover: (path: string) => queryOptions({ queryKey: [...newsroomQueries.all, 'cover', path], queryFn: async ({ signal }) => (await downloadApiFile(path, 'cover', signal)).blob }),
  newsroom: () => queryOptions({ queryKey: [...newsroomQueries.all, 'published'], queryFn: ({ signal }) => listNewsroom(signal) }),
  article: (id: string) => queryOptions({ queryKey: [...newsroomQueries.all, 'published', id], queryFn: ({ signal }) => getNewsroomArticle(id, signal) }),
};
