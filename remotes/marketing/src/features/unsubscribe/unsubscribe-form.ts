import { UNSUBSCRIBE_REASONS } from '@iprism/shared/contracts/forms';
import { emailFromQuery } from '../forms/email-param';
import { optional } from '../forms/validate';

type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number];

export const UNSUBSCRIBE_REASON_LABELS: Readonly<Record<UnsubscribeReason, string>> = {
  'too-frequent': 'I get too many emails',
  'not-relevant': 'The emails are not relevant to me',
  'never-signed-up': 'I never signed up for these emails',
  other: 'Another reason',
};

export const UNSUBSCRIBE_REASON_OPTIONS = UNSUBSCRIBE_REASONS.map((value) => ({ value, label: UNSUBSCRIBE_REASON_LABELS[value] }));

export type UnsubscribeFormValues = {
  email: string;
  reason: string;
  details: string;
};

export function initialUnsubscribeValues(emailParam: string | null): UnsubscribeFormValues {
  return { email: emailFromQuery(emailParam), reason: '', details: '' };
}

export function unsubscribePayload(v: UnsubscribeFormValues): unknown {
  return { email: v.email, reason: v.reason || undefined, details: optional(v.details) };
}
