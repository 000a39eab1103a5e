import { CONTACT_TOPICS, type ContactTopic } from '@iprism/shared/contracts/forms';
import { optional } from '../forms/validate';

export const CONTACT_TOPIC_LABELS: Readonly<Record<ContactTopic, string>> = {
  demo: 'Book a demo',
  sales: 'Plans and pricing',
  partnership: 'Partnerships and integrations',
  press: 'Press and media',
  other: 'Something else',
};

export const CONTACT_TOPIC_OPTIONS = CONTACT_TOPICS.map((value) => ({ value, label: CONTACT_TOPIC_LABELS[value] }));

export type ContactFormValues = {
  name: string;
  email: string;
  company: string;
  topic: string;
  message: string;
};

/** `?topic=demo` from a "Book a demo" button preselects the topic; anything unknown is ignored. */
export function initialContactValues(topicParam: string | null): ContactFormValues {
  const topic = (CONTACT_TOPICS as readonly string[]).includes(topicParam ?? '') ? (topicParam as string) : '';
  return { name: '', email: '', company: '', topic, message: '' };
}

export function contactPayload(v: ContactFormValues): unknown {
  return { name: v.name, email: v.email, company: optional(v.company), topic: v.topic || undefined, message: v.message };
}
