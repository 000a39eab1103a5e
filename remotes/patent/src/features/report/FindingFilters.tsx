import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FINDING_SEVERITIES, type FindingRule, type FindingSeverity } from '@iprism/shared/contracts/report';
import type { FindingFilter } from './findings';
import { RULE_LABELS, SEVERITY_LABELS } from './report-labels';

const ALL = 'all';

export interface FindingFiltersProps {
  filter: FindingFilter;
  rules: readonly FindingRule[];
  onChange: (filter: FindingFilter) => void;
}

/** Severity and rule pickers for the findings list. */
export function FindingFilters({ filter, rules, onChange }: FindingFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
      <TextField
        select
        size="small"
        label="Severity"
        value={filter.severity ?? ALL}
        onChange={(e) => onChange({ ...filter, severity: e.target.value === ALL ? null : (e.target.value as FindingSeverity) })}
        sx={{ minWidth: 140 }}
        data-testid="filter-severity"
      >
        <MenuItem value={ALL}>All severities</MenuItem>
        {FINDING_SEVERITIES.map((s) => (
          <MenuItem key={s} value={s}>
            {SEVERITY_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Rule"
        value={filter.rule ?? ALL}
        onChange={(e) => onChange({ ...filter, rule: e.target.value === ALL ? null : (e.target.value as FindingRule) })}
        sx={{ minWidth: 180 }}
        data-testid="filter-rule"
      >
        <MenuItem value={ALL}>All rules</MenuItem>
        {rules.map((r) => (
          <MenuItem key={r} value={r}>
            {RULE_LABELS[r]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
