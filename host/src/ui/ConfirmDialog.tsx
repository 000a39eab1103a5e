import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CloseIcon from '@mui/icons-material/Close';
import DangerousOutlinedIcon from '@mui/icons-material/DangerousOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  CONFIRM_PROCESSING_TEXT,
  CONFIRM_STYLE_BY_TYPE,
  acceptConfirm,
  canConfirm,
  cancelConfirm,
  confirmDialogAtom,
  setConfirmInput,
  type ConfirmIcon,
} from '@iprism/shared/shell';

const ICONS: Record<ConfirmIcon, ReactNode> = {
  info: <InfoOutlinedIcon />,
  warning: <WarningAmberIcon />,
  danger: <DangerousOutlinedIcon />,
  success: <CheckCircleOutlineIcon />,
  error: <ErrorOutlineIcon />,
};

const accept = () => void acceptConfirm();

/** Ctrl/Cmd+Enter confirms from the input box; Enter alone adds a line. */
function onInputKeyDown(e: KeyboardEvent) {
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
    e.preventDefault();
    accept();
  }
}

/** The global confirmation dialog (SPEC §4), driven by `confirm()` from @iprism/shared/shell; mounted by ConfirmDialogHost. */
export function ConfirmDialog() {
  const state = useAtomValue(confirmDialogAtom);
  const { request, loading } = state;
  const style = CONFIRM_STYLE_BY_TYPE[request.type];
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={state.open}
      // Backdrop, Escape and the close icon all cancel (ignored by the store while loading).
      onClose={cancelConfirm}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      data-testid="confirm-dialog"
      data-type={request.type}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 6 }}>
        <Box component="span" aria-hidden data-testid="confirm-dialog-icon" data-icon={style.icon} sx={{ display: 'flex', color: `${style.color}.main` }}>
          {ICONS[style.icon]}
        </Box>
        {request.title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={cancelConfirm} disabled={loading} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <DialogContentText id={messageId}>{request.message}</DialogContentText>
        {request.requiresInput && (
          <TextField
            label={request.inputLabel}
            value={state.input}
            onChange={(e) => setConfirmInput(e.target.value)}
            onKeyDown={onInputKeyDown}
            error={state.inputError !== null}
            helperText={state.inputError ?? ' '}
            disabled={loading}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            required
            margin="normal"
            slotProps={{ htmlInput: { 'data-testid': 'confirm-dialog-input' }, formHelperText: { role: state.inputError ? 'alert' : undefined } }}
          />
        )}
        {state.actionError && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="confirm-dialog-error">
            {state.actionError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* Without a text to type, the dialog opens on its least destructive action, so Enter never confirms by accident. */}
        <Button onClick={cancelConfirm} disabled={loading} color="inherit" autoFocus={!request.requiresInput} data-testid="confirm-dialog-cancel">
          {request.cancelText}
        </Button>
        <Button
          variant="contained"
          color={style.color}
          data-color={style.color}
          onClick={accept}
          disabled={!canConfirm(state)}
          aria-busy={loading || undefined}
          startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden data-testid="confirm-dialog-spinner" /> : undefined}
          data-testid="confirm-dialog-confirm"
        >
          {loading ? CONFIRM_PROCESSING_TEXT : request.confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
