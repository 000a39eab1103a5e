import { queryOptions } from '@tanstack/react-query';
import { getActiveTerms, getPendingTerms, listAdminAgreements, listAdminArticles, listTermsVersions } from './company';
import { getAgreement } from './agreements';
import { downloadApiFile } from './file-transfer';
import { getNewsroomArticle, listNewsroom } from './newsroom';

/** The company's own documents: agreements, terms and the newsroom, public and admin views. */
export const companyQueries = {
  all: ['company'] as const,
  adminAgreements: () => queryOptions({ queryKey: [...companyQueries.all, 'admin-agreements'], queryFn: ({ signal }) => listAdminAgreements(signal) }),
  agreement: (token: string) => queryOptions({ queryKey: [...companyQueries.all, 'agreement', token], queryFn: ({ signal }) => getAgreement(token, signal) }),
  activeTerms: () => queryOptions({ queryKey: [...companyQueries.all, 'active-terms'], queryFn: ({ signal }) => getActiveTerms(signal) }),
  /** A terms version in force that the signed-in user has not accepted yet. */
  pendingTerms: () => queryOptions({ queryKey: [...companyQueries.all, 'pending-terms'], queryFn: ({ signal }) => getPendingTerms(signal) }),
  termsVersions: () => queryOptions({ queryKey: [...companyQueries.all, 'terms-versions'], queryFn: ({ signal }) => listTermsVersions(signal) }),
  adminArticles: () => queryOptions({ queryKey: [...companyQueries.all, 'admin-articles'], queryFn: ({ signal }) => listAdminArticles(signal) }),
  /** A stored cover's bytes (behind the session token); its path changes with every new cover. */
  articleCover: (path: string) => queryOptions({ queryKey: [...companyQueries.all, 'article-cover', path], queryFn: async ({ signal }) => (await downloadApiFile(path, 'cover', signal)).blob }),
  newsroom: () => queryOptions({ queryKey: [...companyQueries.all, 'newsroom'], queryFn: ({ signal }) => listNewsroom(signal) }),
  article: (id: string) => queryOptions({ queryKey: [...companyQueries.all, 'newsroom', id], queryFn: ({ signal }) => getNewsroomArticle(id, signal) }),
};
