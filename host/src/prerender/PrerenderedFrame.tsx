import { useLayoutEffect, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { BrowserRouter, useLocation, useNavigate } from '@iprism/shared/router';
import { IdentityContext, SIGNED_OUT_IDENTITY, type Identity } from '../auth/identity';
import { ThemeModeProvider, useThemeMode } from '../app/ThemeModeProvider';
import { SiteLayout } from '../layouts/SiteLayout';
import { inAppLinkPath } from '../platform/link-intent';
import { endPrerenderMarker } from '../platform/prerender-handoff';
import { PageLoading } from '../ui/PageLoading';

/** Nobody is known to be signed in or out yet: the header holds its sign-in actions back until the app knows. */
const IDENTITY_PENDING: Identity = { ...SIGNED_OUT_IDENTITY, loaded: false };

/**
 * The page's prerendered markup as the build drew it, until the app renders the page itself. Prerendered pages
 * hold no controls (PRERENDERED_PATHS), so only their links need the app: they navigate in it. Drawn for the light
 * theme, the markup gives way to the loading indicator in the dark one, and after a navigation.
 */
function PrerenderedContent({ path, html }: { path: string; html: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { mode } = useThemeMode();
  if (pathname !== path || mode !== 'light') return <PageLoading />;
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const to = inAppLinkPath(anchor, window.location.origin);
    // A link within this page (its contents' sections) is the browser's to follow.
    if (!to || to === pathname) return;
    event.preventDefault();
    const { search, hash } = new URL(anchor.href);
    navigate(`${to}${search}${hash}`);
  };
  return <Box data-prerendered-content onClick={follow} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The first thing drawn over a prerendered public page: the live site frame (header with its navigation and
 * theme, footer) around the page's prerendered content. It needs none of the identity, data and remote code the
 * app does, so the frame responds while those still load; the app then replaces it with the page itself.
 */
export function PrerenderedFrame({ path, html }: { path: string; html: string }) {
  useLayoutEffect(endPrerenderMarker, []);
  return (
    <IdentityContext.Provider value={IDENTITY_PENDING}>
      <ThemeModeProvider>
        <BrowserRouter useTransitions={false}>
          <SiteLayout>
            <PrerenderedContent path={path} html={html} />
          </SiteLayout>
        </BrowserRouter>
      </ThemeModeProvider>
    </IdentityContext.Provider>
  );
}
