import { useCallback, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Finding, Section } from '@iprism/shared/contracts/report';
import { SECTION_LABELS } from './report-labels';
import { splitAtSpan } from './text-span';

export interface SectionTextDialogProps {
  finding: Finding | null;
  sections: readonly Section[];
  onClose: () => void;
}

/** Scrolls the highlight into view once it is in the page (jsdom has no scrollIntoView). */
const scrollToMark = (mark: HTMLElement | null) => mark?.scrollIntoView?.({ block: 'center' });

/** "Show in text": the finding's section with its span highlighted and scrolled into view. */
export function SectionTextDialog({ finding, sections, onClose }: SectionTextDialogProps) {
  const titleId = useId();
  const markRef = useCallback((mark: HTMLElement | null) => scrollToMark(mark), []);
  const section = finding ? sections.find((s) => s.name === finding.location.section) : undefined;
  const title = finding ? `${SECTION_LABELS[finding.location.section]}${section?.heading ? ` — ${section.heading}` : ''}` : '';
  const parts = finding && section ? splitAtSpan(section.text, finding.location.start, finding.location.end) : null;
  return (
    <Dialog open={finding !== null} onClose={onClose} fullWidth maxWidth="md" scroll="paper" aria-labelledby={titleId} data-testid="section-text-dialog">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {finding && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {finding.message}
          </Typography>
        )}
        {parts ? (
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.7 }} data-testid="section-text">
            {parts.before}
            <Box component="mark" ref={markRef} sx={{ bgcolor: 'warning.light', color: 'warning.contrastText', borderRadius: 0.5, px: 0.25 }} data-testid="section-text-highlight">
              {parts.match || finding?.location.excerpt}
            </Box>
            {parts.after}
          </Typography>
        ) : (
          <Typography>The text of this section is not part of the report.</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
