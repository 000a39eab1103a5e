import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { ZOOM_MAX, ZOOM_MIN, clampPage, zoomLabel } from './zoom';

export interface PdfToolbarProps {
  page: number;
  pageCount: number;
  scale: number;
  onPage: (page: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFitWidth: () => void;
}

/** Page navigation and zoom; every control is a labelled button or input. */
export function PdfToolbar({ page, pageCount, scale, onPage, onZoomIn, onZoomOut, onFitWidth }: PdfToolbarProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const apply = () => {
    if (typed !== null && typed.trim() !== '') onPage(clampPage(Number(typed), pageCount));
    setTyped(null);
  };
  return (
    <Stack direction="row" role="toolbar" aria-label="PDF controls" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }} data-testid="pdf-toolbar">
      <Tooltip title="Previous page">
        <span>
          <IconButton onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
            <NavigateBeforeIcon />
          </IconButton>
        </span>
      </Tooltip>
      <TextField
        size="small"
        label="Page"
        value={typed ?? String(page)}
        onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply();
        }}
        sx={{ width: 84 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Page number, 1 to ${pageCount}` } }}
      />
      <Typography variant="body2" color="text.secondary">{`of ${pageCount}`}</Typography>
      <Tooltip title="Next page">
        <span>
          <IconButton onClick={() => onPage(page + 1)} disabled={page >= pageCount} aria-label="Next page">
            <NavigateNextIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Stack direction="row" sx={{ alignItems: 'center', ml: { sm: 'auto' }, gap: 0.5 }}>
        <Tooltip title="Zoom out">
          <span>
            <IconButton onClick={onZoomOut} disabled={scale <= ZOOM_MIN + 1e-6} aria-label="Zoom out">
              <ZoomOutIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Typography variant="body2" sx={{ minWidth: '4.5em', textAlign: 'center', fontVariantNumeric: 'tabular-nums' }} aria-live="polite" data-testid="pdf-zoom">
          {zoomLabel(scale)}
        </Typography>
        <Tooltip title="Zoom in">
          <span>
            <IconButton onClick={onZoomIn} disabled={scale >= ZOOM_MAX - 1e-6} aria-label="Zoom in">
              <ZoomInIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Button size="small" startIcon={<FitScreenIcon />} onClick={onFitWidth}>
          Fit width
        </Button>
      </Stack>
    </Stack>
  );
}
