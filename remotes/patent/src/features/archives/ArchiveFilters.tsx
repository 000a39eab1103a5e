import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@iprism/shared/contracts/applications';
import { datesReversed, type ArchiveParams } from './archive-params';
import { STATUS_LABELS } from './StatusChip';

const ALL = 'all';

export interface ArchiveFiltersProps {
  /** What the search box shows (ahead of the debounced query). */
  search: string;
  onSearch: (text: string) => void;
  params: ArchiveParams;
  onChange: (change: Partial<ArchiveParams>) => void;
}

/** Search by title, status and creation dates; wraps onto several lines on a phone. */
export function ArchiveFilters({ search, onSearch, params, onChange }: ArchiveFiltersProps) {
  const reversed = datesReversed(params);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} role="search" aria-label="Filter applications" data-testid="archive-filters">
      <TextField
        size="small"
        type="search"
        label="Search titles"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        sx={{ flex: 2, minWidth: 0 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 200 },
        }}
      />
      <TextField
        select
        size="small"
        label="Status"
        value={params.status ?? ALL}
        onChange={(e) => onChange({ status: e.target.value === ALL ? null : (e.target.value as ApplicationStatus) })}
        sx={{ flex: 1, minWidth: 140 }}
        data-testid="archive-status"
      >
        <MenuItem value={ALL}>All statuses</MenuItem>
        {APPLICATION_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1.5} sx={{ flex: 2 }}>
        <TextField
          size="small"
          type="date"
          label="Created from"
          value={params.from}
          onChange={(e) => onChange({ from: e.target.value })}
          error={reversed}
          helperText={reversed ? 'After the end date' : undefined}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: params.to || undefined } }}
        />
        <TextField
          size="small"
          type="date"
          label="Created to"
          value={params.to}
          onChange={(e) => onChange({ to: e.target.value })}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: params.from || undefined } }}
        />
      </Stack>
    </Stack>
  );
}
