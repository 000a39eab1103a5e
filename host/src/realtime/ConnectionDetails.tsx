import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import type { ConnectionView } from '@iprism/shared/realtime';
import { historyNewestFirst, type ConnectionIndicatorView } from './connection-indicator-view';
import { TONE_COLOR } from './tone-color';

interface ConnectionDetailsProps {
  headingId: string;
  connection: ConnectionView;
  view: ConnectionIndicatorView;
  onReconnect: () => void;
}

const time = (ms: number) => new Date(ms).toLocaleTimeString();

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The live connection's details (SPEC §3 connection state): status, last error and the 20 newest events, newest first. */
export function ConnectionDetails({ headingId, connection, view, onReconnect }: ConnectionDetailsProps) {
  const history = historyNewestFirst(connection.history);
  return (
    <Box sx={{ p: 2, width: { xs: 'calc(100vw - 32px)', sm: 340 }, maxWidth: 340 }} data-testid="connection-details">
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Live updates
      </Typography>
      <Box component="dl" sx={{ my: 1 }}>
        <Fact term="Status">{view.status}</Fact>
        <Fact term="Last error">{connection.connectionError ?? 'None'}</Fact>
        <Fact term="Last connected">{connection.lastConnected === null ? 'Never' : time(connection.lastConnected)}</Fact>
      </Box>
      {view.canReconnect && (
        <Button variant="contained" size="small" onClick={onReconnect} data-testid="connection-reconnect-now">
          Reconnect now
        </Button>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        History
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No connection events yet.
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 240, overflowY: 'auto' }} data-testid="connection-history">
          {history.map((entry, i) => (
            <ListItem key={`${entry.timestamp}-${i}`} disableGutters data-testid="connection-history-entry">
              <ListItemIcon sx={{ minWidth: 32, color: TONE_COLOR[entry.type === 'connected' ? 'success' : 'error'] }} aria-hidden>
                {entry.type === 'connected' ? <LinkIcon fontSize="small" /> : <LinkOffIcon fontSize="small" />}
              </ListItemIcon>
              <ListItemText
                primary={entry.type === 'connected' ? (entry.socketId ? 'Connected · confirmed by the server' : 'Connected') : 'Disconnected'}
                secondary={[time(entry.timestamp), entry.error, entry.socketId ? `socket ${entry.socketId}` : null].filter(Boolean).join(' · ')}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
