import type { HostPage } from '@iprism/shared/contracts/route-table';
import { preloadable, type Preloadable } from '../platform/preloadable';

/**
 * The host's own screens, each its own chunk: a visit to the public site shows none of them, so neither
 * they nor the MUI components they render are part of its first load.
 */
export const HOST_PAGES: Readonly<Record<HostPage, Preloadable<object>>> = {
  SignIn: preloadable(() => import('../auth/pages/SignInRoutes').then((m) => m.SignInRoutes)),
  SignUp: preloadable(() => import('../auth/pages/SignUpRoutes').then((m) => m.SignUpRoutes)),
  Unauthorized: preloadable(() => import('../auth/pages/UnauthorizedPage').then((m) => m.UnauthorizedPage)),
  AcceptInvite: preloadable(() => import('../auth/pages/AcceptInvitePage').then((m) => m.AcceptInvitePage)),
  OnboardingWelcome: preloadable(() => import('../auth/pages/onboarding/OnboardingWelcomePage').then((m) => m.OnboardingWelcomePage)),
  OnboardingOrganization: preloadable(() => import('../auth/pages/onboarding/OnboardingOrganizationPage').then((m) => m.OnboardingOrganizationPage)),
  OnboardingComplete: preloadable(() => import('../auth/pages/onboarding/OnboardingCompletePage').then((m) => m.OnboardingCompletePage)),
};

/** The frame of the signed-in areas (navigation drawer, top bar, notification bell, account menu). */
export const AREA_LAYOUT = preloadable(() => import('../layouts/AreaLayout').then((m) => m.AreaLayout));
