import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LogoSpinner } from '@iprism/shared/ui/logo-spinner';

/**
 * A top-bar popover while its content's code arrives (usually already there: it is fetched when the pointer or
 * the focus reaches the button). `heading` keeps the dialog named meanwhile.
 */
export function PopoverLoading({ label, heading }: { label: string; heading?: { id: string; text: string } }) {
  return (
    <Box sx={{ p: 2, textAlign: 'center' }}>
      {heading && (
        <Typography id={heading.id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          {heading.text}
        </Typography>
      )}
      <LogoSpinner label={label} />
    </Box>
  );
}
