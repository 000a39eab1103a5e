import type { FormKind } from '@iprism/shared/contracts/forms';

/** Where each public form is sent (careers keeps the path the spec excludes from CSRF checks). */
export const FORM_ENDPOINTS: Readonly<Record<FormKind, string>> = {
  contact: '/api/forms/contact',
  careers: '/api/careers/submit-application',
  support: '/api/forms/support',
  feedback: '/api/forms/feedback',
  unsubscribe: '/api/forms/unsubscribe',
  inquiry: '/api/forms/send-inquiry-email',
  demo: '/api/forms/send-demo-email',
};
