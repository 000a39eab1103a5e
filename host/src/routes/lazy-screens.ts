import type { ComponentType } from 'react';
import type { HostPage } from '@iprism/shared/contracts/route-table';

type ScreenModule = Promise<{ default: ComponentType }>;

/**
 * The host's own screens, each its own chunk: a visit to the public site shows none of them, so neither
 * they nor the MUI components they render are part of its first load.
 */
export const HOST_PAGE_LOADERS: Readonly<Record<HostPage, () => ScreenModule>> = {
  SignIn: () => import('../auth/pages/SignInRoutes').then((m) => ({ default: m.SignInRoutes })),
  SignUp: () => import('../auth/pages/SignUpRoutes').then((m) => ({ default: m.SignUpRoutes })),
  Unauthorized: () => import('../auth/pages/UnauthorizedPage').then((m) => ({ default: m.UnauthorizedPage })),
  AcceptInvite: () => import('../auth/pages/AcceptInvitePage').then((m) => ({ default: m.AcceptInvitePage })),
  OnboardingWelcome: () => import('../auth/pages/onboarding/OnboardingWelcomePage').then((m) => ({ default: m.OnboardingWelcomePage })),
  OnboardingOrganization: () => import('../auth/pages/onboarding/OnboardingOrganizationPage').then((m) => ({ default: m.OnboardingOrganizationPage })),
  OnboardingComplete: () => import('../auth/pages/onboarding/OnboardingCompletePage').then((m) => ({ default: m.OnboardingCompletePage })),
};

/** The frame of the signed-in areas (navigation drawer, top bar, notification bell, account menu). */
export const loadAreaLayout = () => import('../layouts/AreaLayout');
