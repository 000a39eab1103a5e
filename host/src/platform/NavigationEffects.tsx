import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@iprism/shared/router';
import { whenRequestsQuiet } from '@iprism/shared/api/requests-in-flight';
import { revealHashTarget, waitForElement } from './hash-target';
import { hashTargetId, inAppLinkPath } from './link-intent';
import { preloadAreaLayout, preloadRemoteEntry, preloadRoute } from './preload-routes';
import { currentRegistry } from './remote-registry';
import { useIdentity } from '../auth/identity';

/** Remote pages render after their chunk arrives, so a hash target may appear a moment later. */
const HASH_TARGET_WAIT_MS = 5000;
/** The page counts as loaded once no API call or script has been in flight this long (its guard, code and data;
 * on two cores the frame and page render for up to a second between the guard's calls and the page's own). */
const PAGE_QUIET_MS = 1_500;
/** A page that keeps calling (polling) does not hold speculative loads back longer than this. */
const PAGE_QUIET_MAX_WAIT_MS = 10_000;

function linkPathFrom(event: Event): string | null {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  return anchor instanceof HTMLAnchorElement ? inAppLinkPath(anchor, window.location.origin) : null;
}

/** The browser's Data Saver: speculative downloads are then left out. */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1500);
  return () => clearTimeout(id);
}

/**
 * What a navigation does to the page besides rendering it: scroll to the hash target smoothly
 * (SPEC §9, 1.2 s) and focus it when focusable, or scroll to the top; and preload the remote pages
 * behind links the user is about to follow (hover, focus) or that the current navigation offers, plus
 * every remote's manifest and
 * remoteEntry.js and, for a signed-in user, the areas' frame (once the current page's code and data are in
 * and the browser is idle, unless Data Saver is on).
 */
export function NavigationEffects() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const { signedIn } = useIdentity();

  useEffect(() => {
    const id = hashTargetId(hash);
    if (!id) {
      if (navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    const controller = new AbortController();
    void waitForElement(id, HASH_TARGET_WAIT_MS, controller.signal).then((el) => {
      if (el && !controller.signal.aborted) void revealHashTarget(el);
    });
    return () => controller.abort();
  }, [pathname, hash, navigationType]);

  useEffect(() => {
    const onIntent = (event: Event) => {
      const path = linkPathFrom(event);
      if (path) void preloadRoute(path);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);

  useEffect(() => {
    if (savesData()) return;
    // Speculative loads start once the current page's own module and API calls are done, so they never
    // compete with it, and leaving the page drops those still waiting, so they never compete with the next one.
    const leaving = new AbortController();
    let cancelIdle: (() => void) | undefined;
    void preloadRoute(pathname)
      .then(() => whenRequestsQuiet({ quietMs: PAGE_QUIET_MS, maxWaitMs: PAGE_QUIET_MAX_WAIT_MS, signal: leaving.signal }))
      .then(() => {
        if (leaving.signal.aborted) return;
        cancelIdle = whenIdle(() => {
          const paths = new Set<string>();
          for (const anchor of document.querySelectorAll('nav a[href]')) {
            const path = anchor instanceof HTMLAnchorElement ? inAppLinkPath(anchor, window.location.origin) : null;
            if (path && path !== pathname) paths.add(path);
          }
          for (const path of paths) void preloadRoute(path, leaving.signal);
          for (const remote of Object.keys(currentRegistry())) void preloadRemoteEntry(remote, leaving.signal);
          if (signedIn) void preloadAreaLayout(leaving.signal);
        });
      });
    return () => {
      leaving.abort();
      cancelIdle?.();
    };
  }, [pathname, signedIn]);

  return null;
}
