import type { ComponentType } from 'react';
import type { HostPage } from '@iprism/shared/contracts';
import { AcceptInvitePage } from '../auth/pages/AcceptInvitePage';
import { SignInRoutes } from '../auth/pages/SignInRoutes';
import { SignUpRoutes } from '../auth/pages/SignUpRoutes';
import { UnauthorizedPage } from '../auth/pages/UnauthorizedPage';
import { OnboardingCompletePage } from '../auth/pages/onboarding/OnboardingCompletePage';
import { OnboardingOrganizationPage } from '../auth/pages/onboarding/OnboardingOrganizationPage';
import { OnboardingWelcomePage } from '../auth/pages/onboarding/OnboardingWelcomePage';

const PAGES: Readonly<Record<HostPage, ComponentType>> = {
  SignIn: SignInRoutes,
  SignUp: SignUpRoutes,
  Unauthorized: UnauthorizedPage,
  AcceptInvite: AcceptInvitePage,
  OnboardingWelcome: OnboardingWelcomePage,
  OnboardingOrganization: OnboardingOrganizationPage,
  OnboardingComplete: OnboardingCompletePage,
};

/** Screens the host owns (identity and access); each renders its own h1. */
export function HostPageView({ page }: { page: HostPage; title: string }) {
  const Page = PAGES[page];
  return (
    <div data-host-page={page}>
      <Page />
    </div>
  );
}
