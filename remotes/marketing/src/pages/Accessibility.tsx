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
    body: `- **Keyboard:** every link, button and field can be reached and used with the keyboard, in a logical order, with a visible focus indicator. The first stop on each page is a "Skip to main content" link.
- **Structure:** each page has one main heading and a logical heading outline, landmarks for the header, navigation, main content and footer, and labelled forms.
- **Forms:** every field has a visible label; errors are announced, shown under the field in words, and focus moves to the first field that needs attention.
- **Themes:** a light and a dark theme, both designed for a text contrast of at least 4.5:1. Your choice is remembered and applies to all your open tabs.
- **Zoom and reflow:** pages work at 200% zoom and reflow to a 320 px wide screen without horizontal scrolling, except for data tables.
- **Motion:** smooth scrolling is turned off when your system asks for reduced motion.
- **Live progress:** analysis stages report their progress as text as well as bars.`,
  },
  {
    title: 'Known limitations',
    id: 'limitations',
    body: `We know of these issues and are working on them:

- **PDF viewer:** scanned documents without a text layer cannot be read by screen readers. We run text recognition on upload, but its accuracy depends on the scan.
- **Claim charts:** wide charts scroll horizontally on small screens, and some column headers are abbreviated.
- **Classification explorer:** the tree of CPC groups is long; the search box is the quicker way to reach a group with a screen reader.
- **Exported documents:** exported SB/08 lists and reports are not yet fully tagged PDFs.

If one of these stops you from doing your work, contact us and we will help you by other means.`,
  },
  {
    title: 'How we test',
    id: 'testing',
    body: `We check new pages with automated tools and by hand: keyboard-only use, a screen reader (NVDA with Firefox, VoiceOver with Safari), 200% zoom, both themes and a narrow phone screen. We review this statement at least once a year.`,
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
      lastUpdated="2026-11-01"
      sections={SECTIONS}
      testId="accessibility"
    />
  );
}
