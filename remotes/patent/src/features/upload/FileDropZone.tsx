import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { formatBytes } from './upload-checks';

export interface FileDropZoneProps {
  /** "Application document", "Information disclosure statement (optional)". */
  label: string;
  /** What it takes, e.g. "PDF, CSV or XML". */
  formats: string;
  accept: string;
  file: File | null;
  onFile: (file: File | null) => void;
  /** The pre-check's complaint about the chosen file. */
  error?: string | null;
  disabled?: boolean;
  testId: string;
}

/**
 * One file slot: drop a file on it, or press Browse (a real button, so the keyboard reaches it; the
 * file input itself stays hidden). Shows the chosen file with its size and a Remove button.
 */
export function FileDropZone({ label, formats, accept, file, onFile, error, disabled = false, testId }: FileDropZoneProps) {
  const labelId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) onFile(dropped);
  };

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      data-testid={testId}
      data-dragging={over || undefined}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        flex: 1,
        minWidth: 0,
        p: 2,
        borderRadius: 1,
        border: 2,
        borderStyle: 'dashed',
        borderColor: error ? 'error.main' : over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <Typography id={labelId} variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {`Drop a file here or browse. ${formats}.`}
      </Typography>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onFile(chosen);
          // Choosing the same file again after Remove must fire change again.
          event.target.value = '';
        }}
      />
      {file ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }} data-testid={`${testId}-file`}>
          <InsertDriveFileOutlinedIcon color="action" aria-hidden />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatBytes(file.size)}
            </Typography>
          </Box>
          <IconButton aria-label={`Remove ${file.name}`} onClick={() => onFile(null)} disabled={disabled} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ) : (
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={disabled} aria-label={`Browse for ${label.toLowerCase()}`}>
          Browse
        </Button>
      )}
      {error && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }} data-testid={`${testId}-error`}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
