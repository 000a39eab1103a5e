import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Popover from '@mui/material/Popover';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { useConnection } from '@iprism/shared/realtime';
import { connectionIndicatorView } from './connection-indicator-view';
import { TONE_COLOR } from './tone-color';
import { PreloadedView, preloadable } from '../platform/preloadable';
import { PopoverLoading } from '../ui/PopoverLoading';

// Its own chunk, fetched when the pointer or the focus reaches the chip.
const CONNECTION_DETAILS = preloadable(() => import('./ConnectionDetails').then((m) => m.ConnectionDetails));

/** Loads the code ahead of the first click (see Preloadable.prefetch). */
export const preloadConnectionDetails = CONNECTION_DETAILS.prefetch;

/**
 * The live connection in the signed-in top bar (SPEC §4): a coloured chip named "Live updates: …" that
 * opens the details, and a Reconnect button while the connection is not healthy. On phones the chip
 * shows only its dot and the Reconnect lives in the details, so the bar keeps its width.
 */
export function ConnectionIndicator() {
  const connection = useConnection();
  const view = connectionIndicatorView(connection);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const detailsId = useId();
  const headingId = useId();
  const open = anchor !== null;

  const reconnect = () => {
    connection.reconnectNow();
    setAnchor(null);
  };

  return (
    <>
      {/* The browser's own hint (title), not MUI's Tooltip, as the theme toggle's. */}
      <Chip
        size="small"
        variant="outlined"
        icon={<FiberManualRecordIcon />}
        label={view.shortText}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={preloadConnectionDetails}
        onFocus={preloadConnectionDetails}
        aria-label={view.label}
        title={view.label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        data-testid="connection-indicator"
        data-status={connection.status}
        data-tone={view.tone}
        sx={{
          '& .MuiChip-icon': { color: TONE_COLOR[view.tone], fontSize: 12 },
          // On phones only the dot: the accessible name still says everything.
          '& .MuiChip-label': { display: { xs: 'none', sm: 'block' } },
          px: { xs: 0.5, sm: 0 },
        }}
      />
      {view.canReconnect && (
        <Button size="small" color="inherit" onClick={reconnect} sx={{ display: { xs: 'none', sm: 'inline-flex' } }} data-testid="connection-reconnect">
          Reconnect
        </Button>
      )}
      <Popover
        id={detailsId}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { mt: 0.5 } } }}
      >
        <PreloadedView
          of={CONNECTION_DETAILS}
          props={{ headingId, connection, view, onReconnect: reconnect }}
          fallback={<PopoverLoading label="Loading the connection details" heading={{ id: headingId, text: 'Live updates' }} />}
        />
      </Popover>
    </>
  );
}
