import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { accountQueries } from '@iprism/shared/api/account-queries';
import { revokeSession } from '@iprism/shared/api/sessions';
import type { ActiveSession } from '@iprism/shared/contracts/auth';
import { confirm, toast } from '@iprism/shared/shell';
import { formatDateTime, formatRelative } from './format-time';
import { ResourceView } from './ResourceView';
import { orderSessions, withoutSession } from './session-list';
import { summarizeUserAgent } from './user-agent';

export interface SessionsSectionProps {
  sessions: UseQueryResult<ActiveSession[]>;
}

/** Where the account is signed in; any other session can be signed out after a confirmation. */
export function SessionsSection({ sessions }: SessionsSectionProps) {
  const queryClient = useQueryClient();
  const revocation = useMutation({
    mutationFn: (sessionId: string) => revokeSession(sessionId),
    onSuccess: (_, sessionId) => queryClient.setQueryData(accountQueries.sessions().queryKey, (list) => list && withoutSession(list, sessionId)),
  });
  const revoke = async (session: ActiveSession, device: string) => {
    const revoked = await confirm({
      title: 'Sign out this session?',
      message: `${device} (${session.ip}) will be signed out and has to sign in again.`,
      type: 'warning',
      confirmText: 'Revoke',
      onConfirm: () => revocation.mutateAsync(session.id),
    });
    if (!revoked) return;
    toast.success(`${device} has been signed out.`);
  };

  return (
    <ResourceView resource={sessions} label="your sessions">
      {(list) => {
        const ordered = orderSessions(list);
        const now = new Date();
        return (
          <>
            <List disablePadding aria-label="Active sessions">
              {ordered.map((session) => {
                const device = summarizeUserAgent(session.userAgent);
                return (
                  <ListItem
                    key={session.id}
                    divider
                    disableGutters
                    data-testid="session-row"
                    data-current={session.current}
                    secondaryAction={
                      session.current ? undefined : (
                        <Button size="small" color="error" onClick={() => void revoke(session, device)} aria-label={`Revoke ${device} session from ${session.ip}`}>
                          Revoke
                        </Button>
                      )
                    }
                  >
                    <ListItemText
                      sx={{ pr: session.current ? 0 : 10 }}
                      primary={
                        <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                          <span title={session.userAgent || undefined}>{device}</span>
                          {session.current && <Chip size="small" color="primary" label="This device" />}
                        </Stack>
                      }
                      secondary={`IP ${session.ip} · Last active ${formatRelative(session.lastActiveAt, now)} · Signed in ${formatDateTime(session.createdAt)}`}
                    />
                  </ListItem>
                );
              })}
            </List>
            {ordered.every((s) => s.current) && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                You are not signed in anywhere else.
              </Typography>
            )}
          </>
        );
      }}
    </ResourceView>
  );
}
