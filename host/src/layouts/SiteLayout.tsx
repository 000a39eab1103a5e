import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** The public site's frame (layout "default"): header, the page, footer. Pages bring their own h1. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Box data-layout="default" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
