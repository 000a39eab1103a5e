import { FEEDBACK_AREAS } from '@iprism/shared/contracts/forms';
import { optional } from '../forms/validate';

type FeedbackArea = (typeof FEEDBACK_AREAS)[number];

export const FEEDBACK_AREA_LABELS: Readonly<Record<FeedbackArea, string>> = {
  reports: 'Application reports',
  'prior-art': 'Prior-art search',
  ids: 'IDS review',
  classification: 'Classification',
  interface: 'Interface and navigation',
  other: 'Something else',
};

export const FEEDBACK_AREA_OPTIONS = FEEDBACK_AREAS.map((value) => ({ value, label: FEEDBACK_AREA_LABELS[value] }));

export const RATING_OPTIONS = [
  { value: '1', label: '1 – Very poor' },
  { value: '2', label: '2 – Poor' },
  { value: '3', label: '3 – Okay' },
  { value: '4', label: '4 – Good' },
  { value: '5', label: '5 – Excellent' },
] as const;

export type FeedbackFormValues = {
  rating: string;
  area: string;
  message: string;
  email: string;
};

export const EMPTY_FEEDBACK: FeedbackFormValues = { rating: '', area: '', message: '', email: '' };

/** The rating is chosen as text from the radio group and sent as a number; optional email is dropped when empty. */
export function feedbackPayload(v: FeedbackFormValues): unknown {
  return { rating: v.rating ? Number(v.rating) : undefined, area: v.area || undefined, message: v.message, email: optional(v.email) };
}
