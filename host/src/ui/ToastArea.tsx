import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { TOAST_MAX_VISIBLE, removeToast, toastsAtom, type Toast, type ToastColor, type ToastType } from '@iprism/shared/shell';

/** SPEC §9 toast colours, dark enough to read as an accent on both themes. */
const COLOR_HEX: Record<ToastColor, string> = {
  green: '#2e7d32',
  red: '#d32f2f',
  yellow: '#f2a900',
  blue: '#1976d2',
  purple: '#8e24aa',
};

const ICON_BY_TYPE: Record<ToastType, ReactNode> = {
  success: <CheckCircleOutlineIcon />,
  error: <ErrorOutlineIcon />,
  warning: <WarningAmberIcon />,
  info: <InfoOutlinedIcon />,
  progress: <HourglassTopIcon />,
};

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

function ToastCard({ toast }: { toast: Toast }) {
  const accent = COLOR_HEX[toast.color];
  const urgent = toast.type === 'error';
  return (
    <Paper
      elevation={6}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic
      data-testid="toast"
      data-type={toast.type}
      data-color={toast.color}
      data-progress={toast.progress ?? undefined}
      sx={{
        pointerEvents: 'auto',
        borderLeft: `4px solid ${accent}`,
        px: 1.5,
        py: 1,
        animation: `${slideIn} 160ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box aria-hidden sx={{ color: accent, display: 'flex', pt: 0.25 }}>
          {toast.icon ? <span>{toast.icon}</span> : ICON_BY_TYPE[toast.type]}
        </Box>
        <Typography variant="body2" sx={{ flex: 1, pt: 0.4, wordBreak: 'break-word' }} data-testid="toast-message">
          {toast.message}
        </Typography>
        <IconButton size="small" aria-label="Dismiss notification" onClick={() => removeToast(toast.id)} sx={{ mt: -0.25, mr: -0.75 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {toast.progress !== null && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, pl: 4 }}>
          <LinearProgress
            variant="determinate"
            value={toast.progress}
            aria-label={toast.message}
            sx={{ flex: 1, height: 6, borderRadius: 3, bgcolor: `${accent}33`, '& .MuiLinearProgress-bar': { bgcolor: accent } }}
          />
          <Typography variant="caption" sx={{ minWidth: 36, textAlign: 'right' }}>
            {Math.round(toast.progress)}%
          </Typography>
        </Box>
      )}
    </Paper>
  );
}

/** The global toast area (SPEC §2), bottom right: at most three, oldest on top. */
export function ToastArea() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <Box
      component="section"
      aria-label="Notifications"
      data-testid="toast-area"
      sx={{
        position: 'fixed',
        right: { xs: 8, sm: 16 },
        bottom: { xs: 8, sm: 16 },
        zIndex: (theme) => theme.zIndex.snackbar,
        width: { xs: 'calc(100vw - 16px)', sm: 360 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        // The empty area must not swallow clicks on the page underneath.
        pointerEvents: 'none',
      }}
    >
      {toasts.slice(-TOAST_MAX_VISIBLE).map((t) => (
        <ToastCard key={t.id} toast={t} />
      ))}
    </Box>
  );
}
