import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, type SupportCategory } from '@iprism/shared/contracts/forms';

type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

export const SUPPORT_CATEGORY_LABELS: Readonly<Record<SupportCategory, string>> = {
  account: 'Account and sign-in',
  billing: 'Billing and licences',
  uploads: 'Uploading documents',
  reports: 'Reports',
  'prior-art': 'Prior-art search',
  ids: 'IDS review',
  other: 'Something else',
};

export const SUPPORT_CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((value) => ({ value, label: SUPPORT_CATEGORY_LABELS[value] }));

export const SUPPORT_PRIORITY_OPTIONS: readonly { value: SupportPriority; label: string; hint: string }[] = [
  { value: 'low', label: 'Low', hint: 'A question or an idea' },
  { value: 'normal', label: 'Normal', hint: 'Something does not work as expected' },
  { value: 'urgent', label: 'Urgent', hint: 'It blocks a filing or a deadline' },
];

export type SupportFormValues = {
  name: string;
  email: string;
  category: string;
  priority: string;
  subject: string;
  message: string;
};

/** `?category=uploads` (from a help-topic card) preselects the category; anything unknown is ignored. */
export function initialSupportValues(categoryParam: string | null): SupportFormValues {
  const category = (SUPPORT_CATEGORIES as readonly string[]).includes(categoryParam ?? '') ? (categoryParam as string) : '';
  return { name: '', email: '', category, priority: 'normal', subject: '', message: '' };
}

export function supportPayload(v: SupportFormValues): unknown {
  return {
    name: v.name,
    email: v.email,
    category: v.category || undefined,
    priority: v.priority || undefined,
    subject: v.subject,
    message: v.message,
  };
}
