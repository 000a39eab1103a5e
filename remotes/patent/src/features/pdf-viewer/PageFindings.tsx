import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Finding } from '@iprism/shared/contracts/report';
import { RULE_LABELS, SEVERITY_COLORS, SEVERITY_LABELS } from '../report/report-labels';

export interface PageFindingsProps {
  page: number;
  findings: readonly Finding[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Why there are none to show (the report is not ready yet). */
  unavailable?: string | null;
}

/** The report's findings on the current page; choosing one picks out its highlight. */
export function PageFindings({ page, findings, selectedId, onSelect, unavailable }: PageFindingsProps) {
  return (
    <Stack spacing={1} component="section" aria-label={`Findings on page ${page}`} data-testid="pdf-findings">
      <Typography variant="subtitle2" component="h2">{`Findings on page ${page}`}</Typography>
      {unavailable ? (
        <Typography variant="body2" color="text.secondary">
          {unavailable}
        </Typography>
      ) : findings.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No findings on this page.
        </Typography>
      ) : (
        <List dense disablePadding>
          {findings.map((f) => (
            <ListItem key={f.id} disablePadding>
              <ListItemButton selected={f.id === selectedId} onClick={() => onSelect(f.id)} aria-current={f.id === selectedId || undefined} data-testid="pdf-finding">
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
                      <Chip size="small" color={SEVERITY_COLORS[f.severity]} label={SEVERITY_LABELS[f.severity]} component="span" />
                      <span>{RULE_LABELS[f.rule]}</span>
                    </Stack>
                  }
                  secondary={f.message}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
