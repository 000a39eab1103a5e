import { FORM_KINDS, type FormKind } from '@iprism/shared/contracts/forms';

export interface ThankYouContent {
  heading: string;
  body: string;
  next: { label: string; to: string };
}

const BY_KIND: Readonly<Record<FormKind, ThankYouContent>> = {
  contact: {
    heading: 'Thanks, your message is with our team',
    body: 'We received your message and will reply to the email address you gave, usually within one business day. If you asked for a demo, we will suggest a few times that suit your calendar.',
    next: { label: 'Explore the products', to: '/products' },
  },
  careers: {
    heading: 'Thanks for applying to iPrism',
    body: 'We received your application. Someone from the hiring team reads every application and will write to you within two weeks, whatever the outcome.',
    next: { label: 'Back to open roles', to: '/careers' },
  },
  support: {
    heading: 'Your support request is open',
    body: 'We received your request and will answer by email. If it is urgent and blocks a filing, say so in a reply to our first email and we will prioritize it.',
    next: { label: 'Read the documentation', to: '/documentation' },
  },
  feedback: {
    heading: 'Thank you for your feedback',
    body: 'We received it. The product team reads every piece of feedback and uses it to decide what to build and fix next.',
    next: { label: 'See what is new', to: '/newsroom' },
  },
  unsubscribe: {
    heading: 'You are unsubscribed',
    body: 'We received your request and will stop sending marketing email to that address. Service emails about your account, such as security notices, still reach you.',
    next: { label: 'Back to the home page', to: '/' },
  },
  inquiry: {
    heading: 'Thanks, our sales team has your message',
    body: 'We sent a confirmation to your email address. Someone from our team will answer within one business day.',
    next: { label: 'See the pricing', to: '/pricing' },
  },
  demo: {
    heading: 'Your demo request is in',
    body: 'We will confirm one of the times you suggested by email within one business day, with a calendar invitation.',
    next: { label: 'Explore the products', to: '/products' },
  },
};

const GENERIC: ThankYouContent = {
  heading: 'Thank you',
  body: 'We received your message. If it needs an answer, we will write to the email address you gave.',
  next: { label: 'Back to the home page', to: '/' },
};

/** The confirmation for `?form=<kind>`; an unknown or missing kind gets a generic thank-you. */
export function thankYouContent(form: string | null): ThankYouContent {
  return (FORM_KINDS as readonly string[]).includes(form ?? '') ? BY_KIND[form as FormKind] : GENERIC;
}
