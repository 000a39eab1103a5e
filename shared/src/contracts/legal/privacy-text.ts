import type { LegalSection } from './legal-section';

export const PRIVACY_LAST_UPDATED = '2026-11-01';

/** The Privacy Policy. Section ids are fixed: the Terms and the forms link to them. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Who we are',
    id: 'who-we-are',
    body: `This policy explains how iPrism ("we", "us") handles personal information when you visit our website, use the iPrism platform, or contact us.

For the documents and data an organization uploads to the platform, we act as a **processor** on behalf of that organization, which is the controller; our [Terms of Service](/terms#customer-data) and any data processing agreement govern that processing. For account, billing and website data, we are the controller.`,
  },
  {
    title: 'What we collect',
    id: 'what-we-collect',
    body: `### Information you give us

- **Account details:** name, work email address, organization, role and, if you use it, a second sign-in factor.
- **Billing details:** billing contact, address and tax identifiers. Card numbers are handled by our payment provider; we never see or store them.
- **Messages:** what you send through the contact, support, feedback and careers forms, and the email address you send them from.

### Information created when you use iPrism

- **Usage data:** which features you use, analyses started, errors met, and the time and duration of sessions.
- **Technical data:** IP address, browser and device type, and security logs of sign-ins and requests, used to protect your account.
- **Preferences:** your theme and similar settings, stored in your browser.

We do not use third-party advertising trackers, and we do not sell personal information.`,
  },
  {
    title: 'Uploaded documents',
    id: 'uploaded-documents',
    body: `Applications, information disclosure statements, references and the results produced from them may contain personal information, such as inventors' names and addresses. We handle them as confidential Customer Data:

- They are processed only to produce the report, prior-art search and IDS review you asked for, and to show them to the people your organization gives access to.
- They are encrypted in transit and at rest, and kept separate per organization.
- **They are not used to train models** that serve other customers.
- Our staff can open them only when needed to operate the service or to answer a support request you made, and such access is logged.`,
  },
  {
    title: 'How we use information',
    id: 'how-we-use',
    body: `We use personal information to:

1. provide the service, including signing you in, running analyses and sending notifications you asked for (performance of a contract);
2. keep the service and your account secure, detect abuse and investigate incidents (legitimate interests);
3. answer your messages and support requests (legitimate interests, or steps before a contract);
4. bill you and keep accounting records (contract and legal obligation);
5. send product news and event invitations, only where you agreed or where the law allows, with an [unsubscribe link](/unsubscribe) in every message (consent or legitimate interests).`,
  },
  {
    title: 'Retention',
    id: 'retention',
    body: `We keep personal information only as long as we need it:

- **Uploaded documents and results:** for the life of your subscription, unless you or your administrator delete them sooner. After an account closes, we delete them within 60 days, and from backups when those expire (at most 35 days later).
- **Account details:** for the life of the account and up to 90 days after it closes.
- **Billing records:** as long as tax law requires, usually seven years.
- **Security logs:** 12 months.
- **Form messages:** up to 24 months after the conversation ends.`,
  },
  {
    title: 'Sub-processors',
    id: 'sub-processors',
    body: `We use a small number of carefully chosen service providers ("sub-processors") to run iPrism. Each is bound by a written agreement that requires confidentiality and security measures at least as protective as ours.

- **Cloud hosting and storage:** infrastructure in the United States and the European Union.
- **Payment processing:** card payments and invoicing.
- **Transactional email:** sign-in links, notifications and receipts.
- **Error monitoring:** technical error reports, with document contents excluded.

An up-to-date list with names and locations is available to customers on request at [privacy@iprism.example](mailto:privacy@iprism.example). We give customers 30 days' notice before adding a sub-processor that handles Customer Data.`,
  },
  {
    title: 'International transfers',
    id: 'transfers',
    body: `Where personal information moves between countries, we rely on recognised safeguards such as the European Commission's Standard Contractual Clauses, together with the technical measures described above.`,
  },
  {
    title: 'Your rights',
    id: 'rights',
    body: `Depending on where you live, you may have the right to:

- access the personal information we hold about you, and receive a copy in a portable format;
- correct information that is inaccurate;
- have information deleted, or its use restricted;
- object to processing based on our legitimate interests, including direct marketing;
- withdraw consent at any time, without affecting earlier processing.

To exercise a right, write to [privacy@iprism.example](mailto:privacy@iprism.example). We answer within one month. If your request is about documents your organization uploaded, we will pass it to your organization, which decides on it as controller. You may also complain to your local data protection authority.`,
  },
  {
    title: 'Cookies and local storage',
    id: 'cookies',
    body: `We use only what the service needs: a secure cookie that keeps you signed in, and browser storage for your theme, debug settings and recent logs that support may ask you to share. We do not use advertising cookies.`,
  },
  {
    title: 'Changes and contact',
    id: 'contact',
    body: `We will post changes to this policy here and update the date at the top; for material changes we will also tell account holders by email.

Questions or requests: [privacy@iprism.example](mailto:privacy@iprism.example). Security concerns: [security@iprism.example](mailto:security@iprism.example).`,
  },
];
