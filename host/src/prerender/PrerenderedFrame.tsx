import { useEffect, useLayoutEffect, type MouseEvent } from 'react';
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

export interface PrerenderedFrameProps {
  /** The prerendered page's path. */
  path: string;
  /** Its content's markup, as the build drew it. */
  html: string;
  /** The app's code could not be loaded: navigations are then the browser's again (document loads). */
  appFailed?: boolean;
  /** Loads the current address as a document. */
  reload?: () => void;
}

const reloadDocument = () => window.location.reload();

/**
 * The page's prerendered markup as the build drew it, until the app renders the page itself. Prerendered pages
 * hold no controls (PRERENDERED_PATHS), so only their links need the app: they navigate in it. Drawn for the light
 * theme, the markup gives way to the loading indicator in the dark one, and after a navigation.
 */
function PrerenderedContent({ path, html, appFailed = false, reload = reloadDocument }: PrerenderedFrameProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { mode } = useThemeMode();
  const moved = pathname !== path;
  useEffect(() => {
    if (appFailed && moved) reload();
  }, [appFailed, moved, reload]);
  // Without the app the content stays, whatever the theme: it is all there is to read.
  if (moved || (mode !== 'light' && !appFailed)) return <PageLoading />;
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
export function PrerenderedFrame(props: PrerenderedFrameProps) {
  useLayoutEffect(endPrerenderMarker, []);
  return (
    <IdentityContext.Provider value={IDENTITY_PENDING}>
      <ThemeModeProvider>
        <BrowserRouter useTransitions={false}>
          <SiteLayout>
            <PrerenderedContent {...props} />
          </SiteLayout>
        </BrowserRouter>
      </ThemeModeProvider>
    </IdentityContext.Provider>
  );
}
