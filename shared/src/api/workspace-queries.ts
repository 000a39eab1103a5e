import { queryOptions, skipToken } from '@tanstack/react-query';
import type { SupportTicketStatus } from '../contracts/support';
import type { DraftingCheckRequest } from '../contracts/drafting';
import type { GlossaryQuery } from '../contracts/translation';
import { getPortfolio, listPortfolios } from './acquisitions';
import { checkDraftClaims, getDraft, listDraftVersions, listDrafts } from './drafting';
import { listAdminOrganizations } from './admin-notifications';
import { loadNotificationAdmin } from './notification-admin';
import { listNotifications } from './notifications';
import { listAdminSupportTickets, listMySupportTickets } from './support';
import { getTrademarkRegister } from './trademarks';
import { getGlossaries, getTranslationProvider } from './translation';

export const supportQueries = {
  all: ['support'] as const,
  mine: () => queryOptions({ queryKey: [...supportQueries.all, 'mine'], queryFn: ({ signal }) => listMySupportTickets(signal) }),
  admin: (status: SupportTicketStatus | null) =>
    queryOptions({ queryKey: [...supportQueries.all, 'admin', status], queryFn: ({ signal }) => listAdminSupportTickets(status, signal) }),
};

export const portfolioQueries = {
  all: ['portfolios'] as const,
  list: () => queryOptions({ queryKey: [...portfolioQueries.all, 'list'], queryFn: ({ signal }) => listPortfolios(signal) }),
  detail: (id: string) => queryOptions({ queryKey: [...portfolioQueries.all, 'detail', id], queryFn: ({ signal }) => getPortfolio(id, signal) }),
};

export const draftQueries = {
  all: ['drafts'] as const,
  list: () => queryOptions({ queryKey: [...draftQueries.all, 'list'], queryFn: ({ signal }) => listDrafts(signal) }),
  /** One draft as last saved; autosave writes each saved answer here, so reopening shows it. Null asks nothing. */
  detail: (id: string | null) => queryOptions({ queryKey: [...draftQueries.all, 'detail', id], queryFn: id ? ({ signal }) => getDraft(id, signal) : skipToken }),
  versions: (id: string) => queryOptions({ queryKey: [...draftQueries.all, 'versions', id], queryFn: ({ signal }) => listDraftVersions(id, signal) }),
  /** The server's drafting checks of a text (a POST that only reads). */
  check: (request: DraftingCheckRequest) => queryOptions({ queryKey: [...draftQueries.all, 'check', request], queryFn: ({ signal }) => checkDraftClaims(request, signal) }),
};

/** The signed-in user's notifications as the server lists them, and the SPEC §6 admin check that decides which ones they see. */
export const notificationQueries = {
  all: ['notifications'] as const,
  list: () => queryOptions({ queryKey: [...notificationQueries.all, 'list'], queryFn: ({ signal }) => listNotifications(signal) }),
  admin: () => queryOptions({ queryKey: [...notificationQueries.all, 'admin'], queryFn: ({ signal }) => loadNotificationAdmin(signal) }),
  /** The organisations staff can send a notification to. */
  sendTargets: () => queryOptions({ queryKey: [...notificationQueries.all, 'send-targets'], queryFn: ({ signal }) => listAdminOrganizations(signal) }),
};

export const trademarkQueries = {
  all: ['trademarks'] as const,
  register: () => queryOptions({ queryKey: [...trademarkQueries.all, 'register'], queryFn: ({ signal }) => getTrademarkRegister(signal) }),
};

export const translationQueries = {
  all: ['translation'] as const,
  provider: () => queryOptions({ queryKey: [...translationQueries.all, 'provider'], queryFn: ({ signal }) => getTranslationProvider(signal) }),
  /** The caller's and their organisation's glossaries of one language pair. */
  glossaries: (pair: GlossaryQuery) =>
    queryOptions({ queryKey: [...translationQueries.all, 'glossaries', pair.sourceLanguage, pair.targetLanguage], queryFn: ({ signal }) => getGlossaries(pair, signal) }),
};
