import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormFillContent } from '@iprism/shared/contracts/toolbox';

/** The source of a field the user typed or corrected. */
export const EDITED_SOURCE = 'Typed or corrected by you';

/** Every section of the form as editable fields, each saying where its value came from. */
export function FormSections({ content, onChange }: { content: FormFillContent; onChange: (content: FormFillContent) => void }) {
  const set = (key: string, value: string) =>
    onChange({ ...content, sections: content.sections.map((s) => ({ ...s, fields: s.fields.map((f) => (f.key === key ? { ...f, value, source: EDITED_SOURCE } : f)) })) });
  return (
    <>
      {content.sections.map((section) => (
        <Paper key={section.id} variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`section-${section.id}`}>
          <Typography id={`section-${section.id}`} variant="h6" component="h2" gutterBottom>
            {section.title}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {section.fields.map((f) => (
              <TextField
                key={f.key}
                label={f.label}
                value={f.value}
                onChange={(e) => set(f.key, e.target.value)}
                multiline={f.multiline}
                minRows={f.multiline ? 3 : undefined}
                helperText={f.source}
                sx={f.multiline ? { gridColumn: '1 / -1' } : undefined}
                slotProps={{ htmlInput: { 'data-testid': `field-${f.key}` }, formHelperText: { 'data-testid': `source-${f.key}` } as object }}
              />
            ))}
          </Box>
        </Paper>
      ))}
    </>
  );
}
