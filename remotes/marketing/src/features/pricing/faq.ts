import type { FaqItem } from '../common/FaqList';

export const PRICING_FAQ: readonly FaqItem[] = [
  {
    question: 'What counts as an analysis?',
    answer: 'One uploaded application run through all six stages: the report, the prior-art search and the IDS review. Running it again after you replace a document counts as a new analysis.',
  },
  {
    question: 'Can I combine Pilot and Toolbox?',
    answer: 'Yes. They are separate licences, so a firm can give Pilot seats to the attorneys who analyse applications and Toolbox seats to the paralegals who prepare the forms.',
  },
  {
    question: 'How do client-portal seats work?',
    answer: 'Each seat lets one client user sign in and read the reports you assign to them. They cannot create, edit or see anything else. Seats are added to a Law Firm Standard or Pro plan.',
  },
  {
    question: 'Who qualifies for Education pricing?',
    answer: 'Accredited universities, colleges, law schools and their clinics and technology-transfer offices, for teaching, research and clinic work. We ask for a confirmation from your institution.',
  },
  {
    question: 'Can I change plans later?',
    answer: 'Yes. Upgrades take effect immediately and are charged pro rata; a move to a smaller plan takes effect at the next renewal.',
  },
  {
    question: 'Are prices per seat?',
    answer: 'Yes. Each person who signs in needs a seat. Prices are in US dollars and exclude applicable taxes.',
  },
];
