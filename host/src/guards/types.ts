import type { UnauthorizedReason } from '@iprism/shared/contracts/access';

/**
 * The guards of SPEC §4 steps 1–2 and §5 1–7, named so a redirect says which one fired.
 */
export type GuardName =
  | 'route-rule'
  | 'sign-in'
  | 'personal-email'
  | 'client-portal'
  | 'pending-organization'
  | 'pilot-access'
  | 'toolbox-access'
  | 'admin-access'
  | 'route-requirements';

/** A redirect the chain asks for; `reason` and `message` are set (and in `to`) for /unauthorized targets. */
export interface RedirectDecision {
  type: 'redirect';
  to: string;
  guard: GuardName;
  reason?: UnauthorizedReason;
  message?: string;
}

/** What the chain answers for one navigation: allow, redirect, or wait until identity and licence are known. */
export type AccessDecision = { type: 'allow' } | RedirectDecision | { type: 'wait' };

/** One guard's answer: `next` lets the following guard decide, `allow` ends the chain with access. */
export type GuardStep = { type: 'next' } | { type: 'allow' } | RedirectDecision;

export const NEXT: GuardStep = { type: 'next' };
export const ALLOW: GuardStep = { type: 'allow' };
