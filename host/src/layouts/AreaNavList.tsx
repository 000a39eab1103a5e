import { useId } from 'react';
import { Link as RouterLink, useLocation } from '@iprism/shared/router';
import { alpha, styled } from '@mui/material/styles';
import { NAV_ICONS } from './nav-icons';
import { isCurrentPath } from './nav/match';
import type { AreaNav, NavSection } from './nav/types';

/**
 * One styled element for the whole list, plain elements inside: every signed-in page mounts this list
 * (up to 19 links), and a ListItem/ListItemButton/ListItemIcon/ListItemText stack per link made it most
 * of the frame's render time on each navigation into an area.
 */
const NavRoot = styled('nav')(({ theme }) => ({
  flexGrow: 1,
  overflowY: 'auto',
  paddingBottom: theme.spacing(2),
  '& ul': { listStyle: 'none', margin: 0, padding: theme.spacing(1, 0) },
  '& [data-nav-heading]': {
    padding: theme.spacing(0, 2),
    color: theme.palette.text.secondary,
    fontSize: 12,
    lineHeight: 2.5,
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
  },
  '& a': {
    display: 'flex',
    alignItems: 'center',
    margin: theme.spacing(0, 1),
    padding: theme.spacing(0.5, 2),
    minHeight: 36,
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    ...theme.typography.body2,
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  },
  '& a[aria-current="page"]': {
    color: theme.palette.primary.main,
    fontWeight: 600,
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  '& a svg': { flexShrink: 0, width: 20, height: 20, marginRight: theme.spacing(2), fill: 'currentColor', color: theme.palette.text.secondary },
  '& a[aria-current="page"] svg': { color: theme.palette.primary.main },
  '& a span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
}));

function Section({ section, pathname, onNavigate }: { section: NavSection; pathname: string; onNavigate?: () => void }) {
  const headingId = useId();
  return (
    <>
      {section.heading && (
        <div id={headingId} data-nav-heading="">
          {section.heading}
        </div>
      )}
      <ul aria-labelledby={section.heading ? headingId : undefined}>
        {section.links.map((link) => {
          const current = isCurrentPath(link.to, pathname);
          const Icon = link.icon ? NAV_ICONS[link.icon] : null;
          return (
            <li key={link.to}>
              <RouterLink to={link.to} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
                {Icon && <Icon fontSize="inherit" aria-hidden />}
                <span>{link.label}</span>
              </RouterLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The links of one area, grouped in sections, with the current page marked (aria-current="page"). */
export function AreaNavList({ nav, onNavigate }: { nav: AreaNav; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <NavRoot aria-label={nav.label} data-testid="area-nav">
      {nav.sections.map((section, index) => (
        <Section key={section.heading ?? index} section={section} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </NavRoot>
  );
}
