export interface Opening {
  id: string;
  title: string;
  team: string;
  location: string;
  type: string;
  summary: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
}

export const OPENINGS: readonly Opening[] = [
  {
    id: 'senior-full-stack-engineer',
    title: 'Senior Full-Stack Engineer',
    team: 'Engineering',
    location: 'Remote, UTC−8 to UTC+2',
    type: 'Full-time',
    summary: 'Build the dashboards attorneys spend their day in: the report, claim charts, live progress and the PDF viewer, in TypeScript from the database to the browser.',
    responsibilities: [
      'Design and ship features across React, a Fastify API and PostgreSQL',
      'Keep the federated front end fast and the live progress channel reliable',
      'Review code, write tests that catch real regressions, and improve our tooling',
    ],
    requirements: ['Several years of professional TypeScript on both client and server', 'Care for accessibility and for the details of a dense professional interface', 'Clear written communication in English'],
  },
  {
    id: 'applied-nlp-engineer',
    title: 'Applied NLP Engineer, Claims Analysis',
    team: 'Machine learning',
    location: 'Remote, UTC−8 to UTC+2',
    type: 'Full-time',
    summary: 'Improve how iPrism reads claims: element segmentation, antecedent basis, support in the description and the ranking of prior art against each claim.',
    responsibilities: [
      'Build and evaluate models and rules for claim parsing and checking',
      'Design evaluation sets with our patent practitioners and track quality over time',
      'Bring results into production with the engineering team',
    ],
    requirements: ['Experience shipping NLP systems that people rely on', 'Comfort with both statistical models and precise rule-based processing', 'Interest in legal language; patent experience is a plus, not a requirement'],
  },
  {
    id: 'patent-data-engineer',
    title: 'Patent Data Engineer',
    team: 'Data',
    location: 'Remote, UTC−5 to UTC+2',
    type: 'Full-time',
    summary: 'Own the patent corpus behind search and IDS review: ingestion of publication data, DOCDB normalization, CPC classification and the search index.',
    responsibilities: ['Build reliable pipelines for bulk patent data', 'Keep identifiers, kind codes and family links correct and consistent', 'Work with search and IDS features on what the data must provide'],
    requirements: ['Experience with large batch data pipelines and PostgreSQL', 'Attention to the correctness of identifiers and reference data', 'Familiarity with patent data formats (USPTO XML, DOCDB) is a plus'],
  },
  {
    id: 'product-designer',
    title: 'Product Designer, Professional Tools',
    team: 'Design',
    location: 'Remote, UTC−5 to UTC+2',
    type: 'Full-time',
    summary: 'Shape dense, precise screens for experts: claim trees, claim charts and review workflows that stay calm under a long day of reading.',
    responsibilities: ['Research with attorneys, agents and paralegals', 'Design flows, components and the details of both themes', 'Work closely with engineers from sketch to release'],
    requirements: ['A portfolio of complex professional or data-heavy products', 'Strong typography and information design', 'Experience designing for accessibility'],
  },
  {
    id: 'customer-success-lead',
    title: 'Customer Success Lead, Law Firms',
    team: 'Customers',
    location: 'Remote, United States',
    type: 'Full-time',
    summary: 'Help firms bring iPrism into their prosecution practice, from the first demo to a team that relies on it every day.',
    responsibilities: ['Onboard firms and run training for attorneys and staff', 'Turn what customers tell you into clear input for the product team', 'Own renewals and the health of your accounts'],
    requirements: ['Experience in a patent practice, as an agent, paralegal or attorney, or in legal technology', 'Confidence presenting to partners and practice groups', 'Registration to practise before the USPTO is a plus'],
  },
];

/** Applications that fit no listed role. */
export const OPEN_APPLICATION = 'Open application';
