/** @jest-environment jsdom */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { notificationQueries } from '../api/workspace-queries';
import type { Notification } from '../contracts/notifications';
import { addLiveNotification } from './notification-cache';
import { sampleNotification as n } from './testing/sample-notification';
import { createTestQueryClient } from '../api/test-query-client';

const LIST_KEY = notificationQueries.list().queryKey;
const ADMIN_KEY = notificationQueries.admin().queryKey;
const ids = (queryClient: QueryClient) => queryClient.getQueryData<Notification[]>(LIST_KEY)?.map((x) => x.id);

describe('addLiveNotification', () => {
  it('puts a live notification on top of the cached list once per id', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(LIST_KEY, [n('old')]);
    expect(addLiveNotification(queryClient, n('new'))).toBe(true);
    expect(addLiveNotification(queryClient, n('new'))).toBe(false);
    expect(ids(queryClient)).toEqual(['new', 'old']);
  });

  it('keeps admin-only notifications from a non-admin, and shows them to an admin', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(LIST_KEY, []);
    expect(addLiveNotification(queryClient, n('secret', { adminOnly: true }))).toBe(false);
    queryClient.setQueryData(ADMIN_KEY, true);
    expect(addLiveNotification(queryClient, n('secret', { adminOnly: true }))).toBe(true);
    expect(ids(queryClient)).toEqual(['secret']);
  });

  it('keeps a live notification that arrives while the list loads (the answer may predate it)', async () => {
    const queryClient = createTestQueryClient();
    let answer!: (items: Notification[]) => void;
    const observer = new QueryObserver(queryClient, { queryKey: LIST_KEY, queryFn: () => new Promise<Notification[]>((resolve) => (answer = resolve)) });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(addLiveNotification(queryClient, n('live'))).toBe(true);
    answer([n('old')]);
    await waitFor(() => expect(ids(queryClient)).toEqual(['live', 'old']));
    unsubscribe();
  });
});
