import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeToggle } from './ThemeToggle';

/** The signed-in areas' frame (dashboard, scout, toolbox, admin, employee). */
export function AreaLayout({ area, title, children }: { area: string; title: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh' }} data-layout={area}>
      <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          <Typography component={RouterLink} to="/dashboard" variant="h6" sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, flexGrow: 1 }}>
            iPrism
          </Typography>
          <ThemeToggle />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h4" component="h1" data-testid="page-title" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
