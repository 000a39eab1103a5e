import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { REPORT_PDF_SECTIONS, REPORT_PDF_SECTION_LABELS, REPORT_PDF_MESSAGES, type ReportPdfSection } from '@iprism/shared/contracts/report-pdf';

export interface PdfSectionChooserProps {
  chosen: readonly ReportPdfSection[];
  onChange: (chosen: ReportPdfSection[]) => void;
}

/** The report PDF's sections as checkboxes, in print order: all ticked until the user leaves some out. */
export function PdfSectionChooser({ chosen, onChange }: PdfSectionChooserProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const headingId = useId();
  const toggle = (section: ReportPdfSection, on: boolean) => onChange(REPORT_PDF_SECTIONS.filter((s) => (s === section ? on : chosen.includes(s))));
  const some = chosen.length < REPORT_PDF_SECTIONS.length;
  return (
    <>
      <Button variant="outlined" startIcon={<TuneIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="dialog" data-testid="export-pdf-sections">
        {some ? `PDF sections (${chosen.length} of ${REPORT_PDF_SECTIONS.length})` : 'PDF sections'}
      </Button>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <FormGroup role="group" aria-labelledby={headingId} sx={{ px: 2, py: 1.5 }} data-testid="pdf-section-chooser">
          <Typography id={headingId} variant="subtitle2" sx={{ mb: 0.5 }}>
            Sections in the PDF
          </Typography>
          {REPORT_PDF_SECTIONS.map((section) => (
            <FormControlLabel
              key={section}
              control={<Checkbox size="small" checked={chosen.includes(section)} onChange={(e) => toggle(section, e.target.checked)} />}
              label={REPORT_PDF_SECTION_LABELS[section]}
            />
          ))}
          {chosen.length === 0 && <FormHelperText error>{REPORT_PDF_MESSAGES.noSection}</FormHelperText>}
        </FormGroup>
      </Popover>
    </>
  );
}
