import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Report } from '@iprism/shared/contracts/report';
import { SECTION_LABELS } from '../report/report-labels';

/** A document that is not a PDF: say so, and show the section text the report extracted instead. */
export function TextFallback({ mediaType, report }: { mediaType: string; report: Report | null }) {
  return (
    <Stack spacing={2} data-testid="pdf-not-pdf">
      <Alert severity="info">{`This application was uploaded as ${mediaType || 'a non-PDF file'}, not as a PDF, so it has no pages to show. Below is the text extracted for the report.`}</Alert>
      {!report ? (
        <Typography color="text.secondary">The extracted text appears here once the report is ready.</Typography>
      ) : (
        report.sections.map((section) => (
          <Paper key={section.name} component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-label={SECTION_LABELS[section.name]}>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {section.heading || SECTION_LABELS[section.name]}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {section.text}
            </Typography>
          </Paper>
        ))
      )}
    </Stack>
  );
}
