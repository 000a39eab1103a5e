import { Link as RouterLink } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SubjectIcon from '@mui/icons-material/Subject';
import type { Finding } from '@iprism/shared/contracts/report';
import { pdfViewerPath } from '../applications/paths';
import { RULE_LABELS, SEVERITY_COLORS, SEVERITY_LABELS, locationLabel } from './report-labels';

export interface FindingItemProps {
  finding: Finding;
  applicationId: string;
  /** The document is a PDF, so a page can be opened in the viewer. */
  pdf: boolean;
  onShowInText: (finding: Finding) => void;
}

/** One finding: severity, rule, message, where it is, the excerpt, and the ways to look at it in place. */
export function FindingItem({ finding, applicationId, pdf, onShowInText }: FindingItemProps) {
  const { location } = finding;
  return (
    <Box component="li" data-testid="finding" data-finding={finding.id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 0.5 }}>
        <Chip size="small" color={SEVERITY_COLORS[finding.severity]} label={SEVERITY_LABELS[finding.severity]} data-testid="finding-severity" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {RULE_LABELS[finding.rule]}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {locationLabel(location)}
        </Typography>
      </Stack>
      <Typography variant="body2">{finding.message}</Typography>
      {location.excerpt && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere', mt: 0.5 }}>
          {`“${location.excerpt}”`}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" startIcon={<SubjectIcon />} onClick={() => onShowInText(finding)} aria-label={`Show in text: ${finding.message}`}>
          Show in text
        </Button>
        {pdf && location.page !== null && (
          <Button
            size="small"
            startIcon={<PictureAsPdfOutlinedIcon />}
            component={RouterLink}
            to={pdfViewerPath(applicationId, location.page, finding.id)}
            aria-label={`Open in PDF viewer, page ${location.page}: ${finding.message}`}
          >
            Open in PDF viewer
          </Button>
        )}
      </Stack>
    </Box>
  );
}
