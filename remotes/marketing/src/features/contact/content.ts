export interface ContactChannel {
  title: string;
  text: string;
  email: string;
}

/** Direct addresses for people who prefer email to the form. */
export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  { title: 'Sales', text: 'Plans, seats, invoicing and procurement questions.', email: 'sales@iprism.example' },
  { title: 'Support', text: 'Help with an upload, a report or your account.', email: 'support@iprism.example' },
  { title: 'Press', text: 'Interviews, product information and images.', email: 'press@iprism.example' },
  { title: 'Security', text: 'Report a vulnerability; see our security page for how we handle reports.', email: 'security@iprism.example' },
];
