import { useSeo } from '@iprism/shared/site';
import { LegalDocument, type LegalSection } from '../features/legal/LegalDocument';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'Our commitment',
    id: 'commitment',
    body: `We want iPrism to be usable by every patent professional, including people who use a keyboard only, a screen reader, magnification, voice control or high-contrast settings. Our target is conformance with the **Web Content Accessibility Guidelines (WCAG) 2.2, level AA** on the public website and in the signed-in application.`,
  },
  {
    title: 'What we do',
    id: 'measures',
    body: `- **Keyboard:** every link, button and field can be reached and used with the keyboard, in a logical order, with a clearly visible focus ring (a 2 px outline in the theme's main colour). The first stop on each page is a "Skip to main content" link.
- **Structure:** each page has one main heading and a logical heading outline, landmarks for the header, navigation, main content and footer, and labelled forms.
- **Forms:** every field has a visible label; errors are announced, shown under the field in words, and focus moves to the first field that needs attention.
- **Themes:** a light and a dark theme, both with a contrast of at least 4.5:1 for text, including the text of chips and badges. Your choice is remembered and applies to all your open tabs.
- **Reflow:** pages fit a 390 px wide phone screen and a 1,440 px wide desktop screen without scrolling sideways; wide data tables scroll inside their own box.
- **Motion:** smooth scrolling is turned off when your system asks for reduced motion.
- **Live progress:** analysis stages report their progress as text as well as bars.`,
  },
  {
    title: 'Known limitations',
    id: 'limitations',
    body: `We know of these issues and are working on them:

- **PDF viewer:** a scanned document without a text layer cannot be read by a screen reader.
- **Claim charts:** wide charts scroll horizontally on small screens, and some column headers are abbreviated.
- **Classification explorer:** the tree of CPC groups is long; the search box is the quicker way to reach a group with a screen reader.
- **Exported documents:** exported SB/08 lists and reports are not yet fully tagged PDFs.

If one of these stops you from doing your work, contact us and we will help you by other means.`,
  },
  {
    title: 'How we test',
    id: 'testing',
    body: `Our automated browser tests check accessibility on every page of the public site and of the application:

- **Automated rules:** every page, public and signed in, and the "page not found" page are checked with [axe-core](https://github.com/dequelabs/axe-core) against the WCAG 2.0, 2.1 and 2.2 level A and AA rules: all of them in one theme, and the colour-contrast rules again in the other, so both the light and the dark theme are checked. Public pages are checked signed out, the application's pages signed in with the kind of account each is meant for (staff, employee, toolbox or law-firm account, or an organisation being set up). A serious or critical finding fails the test suite. Each page is checked as it first appears, with demonstration data; dialogs and states reached only by using the page are covered by the keyboard tests below rather than by these rules.
- **Keyboard:** tests use the keyboard alone to upload an application, open its report, go on to its prior art and search the patent corpus, and to confirm or cancel a deletion in the confirmation dialog; they also check that the focused control shows its focus ring.
- **Reflow:** every page is opened 1,440 and 390 pixels wide and must not scroll sideways.

Automated rules find only part of the barriers a person can meet. iPrism has not yet been audited by an outside party or tested with screen reader users; until it has, WCAG 2.2 AA is our target rather than a claim of full conformance. We review this statement at least once a year.`,
  },
  {
    title: 'Feedback and contact',
    id: 'feedback',
    body: `Tell us about any barrier you meet on iPrism, or ask for content in another format: write to [accessibility@iprism.example](mailto:accessibility@iprism.example) or use the [support form](/support) and choose "Something else". We aim to reply within two business days.

You can also tell us what works well, through the [feedback form](/feedback).`,
  },
];

export default function Accessibility() {
  useSeo({
    title: 'Accessibility',
    description: 'Our accessibility statement: the WCAG 2.2 AA target, keyboard and theme support, known limitations and how to report a barrier.',
    path: '/accessibility',
  });
  return (
    <LegalDocument
      eyebrow="Accessibility"
      title="Accessibility statement"
      lead="iPrism aims to meet WCAG 2.2 level AA. This page says what we do, where we still fall short, and how to reach us if something gets in your way."
      lastUpdated="2026-11-27"
      sections={SECTIONS}
      testId="accessibility"
    />
  );
}
