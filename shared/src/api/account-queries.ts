import { queryOptions } from '@tanstack/react-query';
import { getAccount, getLicenseDetail } from './account';
import { getCurrentUser } from './current-user';
import { getInvitation } from './invitations';
import { getLicenseInfo } from './license';
import { getCurrentOrganization, getTeamWorkload } from './organization';
import { listSessions } from './sessions';

/** The signed-in user's account, licence, sign-in sessions and organisation. */
export const accountQueries = {
  all: ['account'] as const,
  detail: () => queryOptions({ queryKey: [...accountQueries.all, 'detail'], queryFn: ({ signal }) => getAccount(signal) }),
  user: () => queryOptions({ queryKey: [...accountQueries.all, 'user'], queryFn: ({ signal }) => getCurrentUser(signal) }),
  license: () => queryOptions({ queryKey: [...accountQueries.all, 'license'], queryFn: ({ signal }) => getLicenseDetail(signal) }),
  /** What the licence guards read; null for none or a failed lookup. */
  licenseInfo: () => queryOptions({ queryKey: [...accountQueries.all, 'license-info'], queryFn: ({ signal }) => getLicenseInfo(signal) }),
  sessions: () => queryOptions({ queryKey: [...accountQueries.all, 'sessions'], queryFn: ({ signal }) => listSessions(signal) }),
};

export const organizationQueries = {
  all: ['organization'] as const,
  current: () => queryOptions({ queryKey: [...organizationQueries.all, 'current'], queryFn: ({ signal }) => getCurrentOrganization(signal) }),
  /**
   * An invitation to join, read before signing in; 404 for an unknown token or once accepted. The answer is the
   * same whoever asks, so the cache keeps it when the person signs in or joins (no refetch of a spent link).
   */
  invitation: (token: string) =>
    queryOptions({
      queryKey: [...organizationQueries.all, 'invitation', token],
      queryFn: ({ signal }) => getInvitation(token, signal),
      meta: { sameForEveryone: true },
    }),
  team: () => queryOptions({ queryKey: [...organizationQueries.all, 'team'], queryFn: ({ signal }) => getTeamWorkload(signal) }),
};
