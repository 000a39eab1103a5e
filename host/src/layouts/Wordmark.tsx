import { useId } from 'react';
import { Link as RouterLink } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { PRODUCT_NAME } from '@iprism/shared/contracts/product';

/** The prism mark: a ray entering a prism and leaving as a spectrum. */
function PrismMark() {
  const theme = useTheme();
  // Two marks can share a page (header and drawer), so the gradient id must be unique.
  const gradientId = useId();
  return (
    <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" focusable="false" sx={{ width: 28, height: 28, flexShrink: 0 }}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={theme.palette.primary.main} />
          <stop offset="1" stopColor={theme.palette.secondary.main} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M15 7.5 23 23H7z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <path d="M3.5 17.5 12 15.5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M18.5 14.5 28.5 10.5M19.5 16.5 28.5 16M20.5 18.5 28.5 21.5" stroke="#fff" strokeWidth="1.4" strokeLinecap="round" opacity="0.85" />
    </Box>
  );
}

/** The product's logo and name, linking home; used by every frame. */
export function Wordmark({ to }: { to: string }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={`${PRODUCT_NAME} home`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', borderRadius: 1, flexShrink: 0 }}
    >
      <PrismMark />
      <Box component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em' }}>
        {PRODUCT_NAME}
      </Box>
    </Box>
  );
}
