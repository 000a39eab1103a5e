import { AdminSendNotificationSchema, DEFAULT_NOTIFICATION_CATEGORY, STORED_NOTIFICATION_CATEGORIES } from '@iprism/shared/contracts/notifications';
import type { AdminSendNotificationRequest } from '@iprism/shared/api/admin-notifications';
import { countOf } from '@iprism/shared/text';

/** Who receives an admin send: one user by e-mail, an organisation's members, or every account. */
export type AudienceKind = 'user' | 'organization' | 'everyone';

export interface SendFormValues {
  audience: AudienceKind;
  email: string;
  organizationId: string;
  text: string;
  category: string;
  adminOnly: boolean;
}

export type SendFormField = 'email' | 'organizationId' | 'text';
export type SendFormErrors = Partial<Record<SendFormField, string>>;

export const INITIAL_SEND_FORM: SendFormValues = { audience: 'user', email: '', organizationId: '', text: '', category: DEFAULT_NOTIFICATION_CATEGORY, adminOnly: false };

/** Stored categories only (SPEC §5): quick-feedback ones are toasts, which the server refuses to send. */
export const SEND_CATEGORIES: readonly { value: string; label: string }[] = [
  { value: DEFAULT_NOTIFICATION_CATEGORY, label: 'General' },
  ...STORED_NOTIFICATION_CATEGORIES.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ') })),
];

export const SEND_FORM_MESSAGES = {
  emailMissing: 'Please enter the e-mail address.',
  emailInvalid: 'Please enter a valid email address.',
  organizationMissing: 'Please choose an organization.',
  textMissing: 'Please enter the notification text.',
} as const;

function audienceOf(values: SendFormValues): AdminSendNotificationRequest['audience'] {
  switch (values.audience) {
    case 'user':
      return { kind: 'user', email: values.email.trim() };
    case 'organization':
      return { kind: 'organization', organizationId: values.organizationId };
    case 'everyone':
      return { kind: 'everyone' };
  }
}

/** The form's values as the send request, or what to say next to each field that is not right yet. */
export function toSendRequest(values: SendFormValues): { ok: true; request: AdminSendNotificationRequest } | { ok: false; errors: SendFormErrors } {
  const errors: SendFormErrors = {};
  const email = values.email.trim();
  if (values.audience === 'user' && !email) errors.email = SEND_FORM_MESSAGES.emailMissing;
  if (values.audience === 'organization' && !values.organizationId) errors.organizationId = SEND_FORM_MESSAGES.organizationMissing;
  if (!values.text.trim()) errors.text = SEND_FORM_MESSAGES.textMissing;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const request: AdminSendNotificationRequest = { audience: audienceOf(values), text: values.text.trim(), category: values.category, adminOnly: values.adminOnly };
  // Checked with the contract the server parses with, so a form that passes here is not refused for its shape.
  const checked = AdminSendNotificationSchema.safeParse(request);
  if (checked.success) return { ok: true, request };
  for (const issue of checked.error.issues) {
    if (issue.path[0] === 'audience') errors.email ??= SEND_FORM_MESSAGES.emailInvalid;
    else errors.text ??= issue.message;
  }
  return { ok: false, errors };
}

/** The result toast: "Sent to 1 user", "Sent to 12 users". */
export const sentMessage = (sent: number): string => `Sent to ${countOf(sent, 'user')}`;
