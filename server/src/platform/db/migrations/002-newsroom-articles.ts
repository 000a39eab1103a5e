/**
 * The newsroom's first articles, seeded by migration 002. Frozen with it: a later edit belongs in a
 * new migration (or the admin newsroom), never here, because applied migrations do not run again.
 */
export interface SeedArticle {
  id: string;
  title: string;
  summary: string;
  body: string;
  publishedAt: string;
  tags: string[];
}

export const NEWSROOM_SEED_ARTICLES: readonly SeedArticle[] = [
  {
    id: 'ids-normalization-docdb',
    title: 'IDS normalization to DOCDB format is now part of every analysis',
    summary:
      'iPrism now rewrites every reference in an information disclosure statement into DOCDB format, flags duplicates and malformed numbers, and prepares an SB/08-ready list.',
    publishedAt: '2026-01-20T09:00:00Z',
    tags: ['IDS', 'product'],
    body: `References in an information disclosure statement arrive in every shape imaginable: kind codes missing, publication numbers typed with spaces and slashes, the same family member cited twice under two numbers. Checking them by hand is slow, and a single malformed entry can send an examiner back to you.

## What changes

From today, the IDS stage of every iPrism analysis normalizes each cited reference to the DOCDB format (country code, number, kind code) before anything else happens.

- Publication numbers are cleaned of separators and padding, and the kind code is inferred where the source leaves it out.
- Duplicates are detected across the US patent, foreign patent and non-patent literature sections, including family members cited under different numbers.
- Entries that cannot be resolved are listed with the reason, so you can correct them at the source instead of guessing.

## SB/08-ready output

The normalized list is arranged the way form PTO/SB/08 expects it: US patents, US application publications, foreign patent documents and non-patent literature, each with the fields the form asks for. You can copy it into your filing workflow or fill the form directly from the toolbox.

## Classification against your claims

Each reference is then classified X, Y or A against the claims of the application, the same categories a search report uses, with the passage that supports the classification. The classification is a starting point for your review, not a substitute for it: every entry links back to the text it was drawn from.

Normalization runs as the "IDS transformation" stage, so you can watch it progress live alongside the report and the prior-art search.`,
  },
  {
    id: 'cpc-classification-explorer',
    title: 'Introducing the CPC classification explorer',
    summary:
      'Browse the Cooperative Patent Classification from section to subgroup, search titles across the whole scheme, and turn a group into a scout watch.',
    publishedAt: '2026-02-10T09:00:00Z',
    tags: ['classification', 'product'],
    body: `The Cooperative Patent Classification has more than a quarter of a million entries. Knowing where an invention sits in it tells you where examiners will look for prior art, and where your competitors file.

## Browse and search the whole scheme

The new classification explorer in the patent dashboard lets you walk the scheme from the nine sections down to main groups and subgroups, with the official titles at every level. A search box finds a concept across all titles at once, so "battery thermal management" leads you to the right groups without knowing the codes in advance.

## From a code to a watch

A group you find in the explorer is one click away from a scout watch: follow new publications in that technology area, or use the code to focus a prior-art search on the part of the art that matters.

## Where to find it

The explorer is available to every Pilot license under Dashboard, Classification Explorer. Client-portal users see the classification of the reports shared with them, read-only.`,
  },
  {
    id: 'dark-theme',
    title: 'iPrism now comes in a dark theme',
    summary:
      'Long review sessions are easier on the eyes: every screen of iPrism, from the public site to claim charts, now has a dark theme that stays in sync across your tabs.',
    publishedAt: '2026-02-24T09:00:00Z',
    tags: ['interface'],
    body: `Patent work means long hours reading dense text, often late. Many of you asked for a dark theme; it is now available everywhere in iPrism.

## One switch, every screen

Use the theme button in the top bar. Your choice is remembered on your device and applied before the first screen is drawn, so there is no flash of white when you open a report at night.

## In sync across tabs

If you keep a report, a prior-art search and the PDF viewer open in separate tabs, switching the theme in one of them switches all of them.

## Built for reading

Both themes were tuned for legibility rather than decoration: body text keeps a high contrast ratio, claim-tree connectors and X/Y/A markers keep distinct colors in both themes, and charts use the same palette so screenshots look consistent in a memo.`,
  },
  {
    id: 'live-progress-six-stages',
    title: 'Watch every stage of an analysis as it runs',
    summary:
      'Upload, report, prior art, IDS analysis, IDS transformation and IDS classification now report their progress live, task by task, with clear errors when something needs your attention.',
    publishedAt: '2026-03-05T09:00:00Z',
    tags: ['product', 'platform'],
    body: `An analysis in iPrism is six stages: upload, report, prior-art search, IDS analysis, IDS transformation and IDS classification. Until now you saw a spinner until the end. From today, every stage reports its progress live.

## What you see

Each stage shows its percentage and its current step, for example "Parsing claims" or "Ranking 1,200 candidate references". Long stages also list their sub-tasks, so you can tell a slow search from a stuck one.

## When something fails

A stage that cannot finish is marked as failed with a message you can act on, such as an unreadable page in a scanned PDF, while the other stages carry on where they can.

## It follows you

Progress is kept in your browser for an hour, so a reload or a closed laptop lid does not lose track of a running analysis, and the connection reconnects on its own when your network comes back.`,
  },
  {
    id: 'client-portal-seats',
    title: 'Client portal seats: share reports with your clients, read-only',
    summary:
      'Law firms can now invite clients into a read-only portal to review the reports and analytics prepared for them, without exposing drafting tools or other matters.',
    publishedAt: '2026-03-18T09:00:00Z',
    tags: ['product', 'law firms'],
    body: `Sending a report as a PDF attachment loses what makes it useful: the claim tree you can fold, the prior-art passages you can open, the IDS list you can filter. Client portal seats let your clients see the real thing.

## Read-only by design

A client-portal user can open the reports and analytics you assign to them, and nothing else. Administration, settings, the classification explorer and every create or edit action are closed to them, and the account page shows only their own details.

## Invited by your organization

You invite clients from your organization settings, one seat each. They sign in with their own account, and you can remove access at any time.

## Available with Pilot law firm plans

Client portal seats are an add-on to the Pilot Law Firm Standard and Pro plans. See the pricing page for details.`,
  },
];
