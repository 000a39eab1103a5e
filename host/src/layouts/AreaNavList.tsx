import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { NAV_ICONS } from './nav-icons';
import { isCurrentPath } from './nav/match';
import type { AreaNav, NavSection } from './nav/types';

function Section({ section, pathname, onNavigate }: { section: NavSection; pathname: string; onNavigate?: () => void }) {
  const headingId = useId();
  return (
    <List
      dense
      aria-labelledby={section.heading ? headingId : undefined}
      subheader={
        section.heading ? (
          <ListSubheader id={headingId} disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5, fontSize: 12, fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' }}>
            {section.heading}
          </ListSubheader>
        ) : undefined
      }
    >
      {section.links.map((link) => {
        const current = isCurrentPath(link.to, pathname);
        const Icon = link.icon ? NAV_ICONS[link.icon] : null;
        return (
          <ListItem key={link.to} disablePadding sx={{ px: 1 }}>
            <ListItemButton
              component={RouterLink}
              to={link.to}
              selected={current}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              sx={{ borderRadius: 1, '&.Mui-selected': { color: 'primary.main', fontWeight: 600 } }}
            >
              {Icon && (
                <ListItemIcon sx={{ minWidth: 36, color: current ? 'primary.main' : 'text.secondary' }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
              )}
              <ListItemText primary={link.label} slotProps={{ primary: { fontWeight: 'inherit', noWrap: true } }} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

/** The links of one area, grouped in sections, with the current page marked (aria-current="page"). */
export function AreaNavList({ nav, onNavigate }: { nav: AreaNav; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={nav.label} data-testid="area-nav" sx={{ flexGrow: 1, overflowY: 'auto', pb: 2 }}>
      {nav.sections.map((section, index) => (
        <Section key={section.heading ?? index} section={section} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </Box>
  );
}
