import type { LegalSection } from './legal-section';

export const TERMS_LAST_UPDATED = '2026-11-01';

/** The Terms of Service. Section ids are fixed: other pages and emails link to them. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'About these terms',
    id: 'about-these-terms',
    body: `These Terms of Service ("Terms") govern your use of iPrism, the patent analytics platform operated by iPrism ("we", "us"). They apply to the web application, its dashboards (patent, scout and toolbox), the client portal and the public website.

If you accept these Terms on behalf of a law firm, company, university or other organization ("Customer"), you confirm that you are authorized to bind it, and "you" means that organization. A signed order form or master agreement between the Customer and us takes precedence over these Terms where the two differ.

We may update these Terms. We will give at least 30 days' notice by email and in the product before a material change takes effect. Continued use after that date means you accept the new Terms; if you do not, you may end your subscription before the change takes effect.`,
  },
  {
    title: 'Accounts and organizations',
    id: 'accounts',
    body: `You need an account to use the signed-in areas. You must give accurate information, keep your sign-in credentials confidential and tell us promptly at [security@iprism.example](mailto:security@iprism.example) if you believe your account has been compromised.

- Accounts for professional use are created with a work email address. We may refuse personal email domains for organization accounts.
- Each account belongs to one person. Sharing a sign-in between people is not allowed; add a seat instead.
- An organization has at least one administrator, who can invite and remove members, assign licences and manage billing. The administrator's actions within the organization bind the Customer.
- Client-portal users are invited by a law firm and have read-only access to the reports the firm assigns to them.`,
  },
  {
    title: 'Licences and seats',
    id: 'licenses',
    body: `We grant the Customer a non-exclusive, non-transferable right to use iPrism during the subscription term, for its internal business purposes and for serving its own clients, within the limits of the plan it has bought.

- **Pilot plans** (Law Firm Standard, Law Firm Pro, Organization, Education) give access to the patent and scout dashboards: reports, prior-art search, IDS review and technology watches.
- **Toolbox plans** give access to the toolbox dashboard, including USPTO form fill.
- A **seat** is one named user. Seats may be reassigned when someone leaves the team, but not rotated between people to share one seat.
- Usage allowances (such as analyses or form fills per seat each month) are stated on the [pricing page](/pricing) or in your order form and reset at the start of each billing month. Unused allowances do not carry over.
- Education plans are for teaching, clinics and non-commercial research only.`,
  },
  {
    title: 'Acceptable use',
    id: 'acceptable-use',
    body: `You agree not to, and not to allow anyone else to:

- upload material you have no right to process, or material that is unlawful, malicious or infringes another person's rights;
- probe, scan or test the security of the service except under our [responsible disclosure rules](/security#disclosure);
- circumvent usage limits, licence checks, rate limits or access controls, or access another organization's data;
- scrape the service, or use automated means to extract results in bulk, except through an interface we provide for that purpose;
- resell or sublicense the service, or use it to build a competing product or to train a competing model;
- use the service in breach of export-control or sanctions laws.

We may suspend access that threatens the security or stability of the service, or that breaches this section. Where we can, we will tell you first and give you a chance to fix the problem.`,
  },
  {
    title: 'Customer data and confidentiality',
    id: 'customer-data',
    body: `"Customer Data" means the documents you upload (applications, information disclosure statements, references, drawings) and the results iPrism produces from them. You keep all rights in Customer Data. You grant us only the rights needed to host, process and display it to provide the service to you.

### Unpublished applications

We know that an unfiled or unpublished application is among the most confidential documents a client owns. We treat all Customer Data as confidential information:

- It is used only to provide the service to you. **We do not use Customer Data to train models** that serve other customers.
- Access by our staff is limited to what is needed to operate the service or to answer a support request you make, and is logged.
- Customer Data is encrypted in transit and at rest, and isolated by organization.
- We do not disclose Customer Data to third parties except to the sub-processors listed in our [Privacy Policy](/privacy#sub-processors), who are bound by equivalent obligations, or where the law compels us. In that case we will tell you unless the law forbids it.

Uploading a document to iPrism is not a publication or a disclosure to the public.

### Your responsibilities

You are responsible for having the right to upload Customer Data, including any client consent your professional rules require, and for the instructions you give through the service.`,
  },
  {
    title: 'AI output is not legal advice',
    id: 'ai-output',
    body: `iPrism uses machine learning and automated analysis to produce reports, search results, claim charts, classifications and form entries ("Output"). Output is a tool for qualified professionals, not a substitute for their judgment.

- **Output is not legal advice** and does not create an attorney–client relationship with us.
- Output may be incomplete or wrong. A prior-art search cannot prove that no relevant art exists, and an X/Y/A classification is a suggestion, not a finding.
- You remain responsible for reviewing Output before you rely on it, file anything with a patent office, or advise a client, including your duty of candor and disclosure toward the patent office.
- Each finding links to the passage it came from so you can verify it. Please do.`,
  },
  {
    title: 'Fees and payment',
    id: 'fees',
    body: `Fees are set out on the [pricing page](/pricing) or in your order form and are charged per seat for the billing cycle you choose (monthly or annual).

- Subscriptions renew automatically for the same cycle unless cancelled before the renewal date.
- Fees are payable in advance and exclude taxes, which we add where required.
- Seats added during a cycle are charged pro rata; seats removed take effect at the next renewal.
- Credits bought for additional analyses are valid for 12 months and are not refundable.
- If a payment is more than 30 days overdue, we may suspend access after giving notice. Your data is not deleted during a suspension.

We may change prices for the next renewal by giving at least 60 days' notice.`,
  },
  {
    title: 'Term, termination and your data',
    id: 'termination',
    body: `These Terms apply for as long as you use the service. Either party may end a subscription at the end of the current billing cycle. Either party may terminate immediately if the other materially breaches these Terms and does not cure the breach within 30 days of written notice.

After termination you have 30 days to export your reports and archives. We then delete Customer Data from the live systems within a further 30 days, and from backups when they expire, as described in our [Privacy Policy](/privacy#retention). Sections that by their nature should survive termination (confidentiality, liability, governing law) do so.`,
  },
  {
    title: 'Warranties and disclaimers',
    id: 'warranties',
    body: `We will provide the service with reasonable skill and care, in line with our documentation, and we will not materially reduce its overall functionality during a paid term.

Except as stated in these Terms, the service and the Output are provided "as is". To the extent the law allows, we disclaim all other warranties, express or implied, including merchantability, fitness for a particular purpose and non-infringement.`,
  },
  {
    title: 'Limitation of liability',
    id: 'liability',
    body: `To the extent the law allows:

- Neither party is liable for indirect or consequential loss, lost profits, lost revenue or loss of goodwill, even if it was told such loss was possible.
- Each party's total liability arising out of these Terms in any 12-month period is limited to the fees the Customer paid for the service in that period.

These limits do not apply to a party's breach of confidentiality, the Customer's payment obligations, or liability that cannot be limited by law, such as liability for fraud.`,
  },
  {
    title: 'Governing law and disputes',
    id: 'governing-law',
    body: `These Terms are governed by the laws of the State of Delaware, United States, without regard to its conflict-of-law rules. The courts located in Delaware have exclusive jurisdiction, except that either party may seek urgent injunctive relief in any competent court.

Before starting proceedings, each party agrees to try in good faith to resolve a dispute through discussion between senior representatives for at least 30 days.`,
  },
  {
    title: 'Contact',
    id: 'contact',
    body: `Questions about these Terms: [legal@iprism.example](mailto:legal@iprism.example). Questions about your account or a bill: the [support centre](/support).`,
  },
];
