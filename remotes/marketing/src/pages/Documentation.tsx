import { Fragment, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSeo } from '@iprism/shared/site';
import { visuallyHiddenSx } from '@iprism/shared/ui';
import { DocumentLayout } from '../features/common/DocumentLayout';
import { FaqList } from '../features/common/FaqList';
import { PageHeader } from '../features/common/PageHeader';
import { Prose } from '@iprism/shared/ui';
import { buildToc, flattenToc, type TocEntry } from '../features/common/toc';
import { DOC_FAQ, DOC_OUTLINE, QUALITY_FIGURES, SHORTCUTS, STAGE_DOCS } from '../features/docs/content';
import { FAMILIES } from '../features/pricing/plans';

/** A heading of the guide: the anchor target of its side-navigation link, focusable for keyboard users. */
function DocHeading({ entry }: { entry: TocEntry }) {
  const Tag = entry.level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={entry.id} tabIndex={-1}>
      {entry.title}
    </Tag>
  );
}

function DocSection({ entry, children }: { entry: TocEntry; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={entry.id} data-testid={`doc-${entry.id}`}>
      <DocHeading entry={entry} />
      {children}
    </Box>
  );
}

/** A table whose rows are named by their first cell (a row header), the rest plain text. */
function RowTable({ testId, caption, columns, rows }: { testId: string; caption?: string; columns: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    <table data-testid={testId}>
      {caption && (
        <Box component="caption" sx={visuallyHiddenSx}>
          {caption}
        </Box>
      )}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...cells]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Documentation() {
  useSeo({
    title: 'Documentation',
    description: 'The iPrism user guide: upload an application and its IDS, follow the six analysis stages, read the report, understand Pilot and Toolbox licences, and use the keyboard.',
    path: '/documentation',
  });
  const toc = useMemo(() => buildToc(DOC_OUTLINE), []);
  const e = useMemo(() => Object.fromEntries(flattenToc(toc).map((x) => [x.id, x])) as Record<string, TocEntry>, [toc]);
  const h = (id: string) => <DocHeading entry={e[id]!} />;

  return (
    <>
      <PageHeader
        eyebrow="Documentation"
        title="iPrism user guide"
        lead="Everything you need to run your first analysis and read the results with confidence: from uploading an application and its IDS to the claim charts and the SB/08-ready list."
      />
      <DocumentLayout toc={toc} tocLabel="Guide sections" testId="docs-nav">
        <Prose>
          <DocSection entry={e['getting-started']!}>
            <p>
              An analysis starts from one patent application and, optionally, the information disclosure statement (IDS) that goes with it. You need an account
              with a Pilot licence; ask your organization&apos;s administrator to assign you a seat if you do not have one.
            </p>
            {h('create-account')}
            <ol>
              <li>
                <RouterLink to="/sign-up">Create an account</RouterLink> with your work email address and confirm it from the link we email you. The link is valid for 24 hours.
              </li>
              <li>Join your organization from the invitation your administrator sent, or create one if you are the first from your firm.</li>
              <li>Open the patent dashboard. If it says you have no licence, your administrator can assign one from the account settings.</li>
            </ol>
            {h('upload')}
            <ol>
              <li>
                In the patent dashboard, choose <strong>New analysis</strong>.
              </li>
              <li>Drop the application file on the upload area, or choose it with the file picker (the picker works with the keyboard).</li>
              <li>Add the IDS in the second slot. You can skip it; the three IDS stages then stay idle.</li>
              <li>
                Choose <strong>Start analysis</strong>. The six stages start and report their progress live.
              </li>
            </ol>
            {h('formats')}
            <table>
              <Box component="caption" sx={visuallyHiddenSx}>
                Accepted upload formats
              </Box>
              <thead>
                <tr>
                  <th scope="col">Format</th>
                  <th scope="col">Use it for</th>
                  <th scope="col">Notes</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>PDF</td>
                  <td>Applications, IDS forms (SB/08), references</td>
                  <td>Text PDFs give the best results. Scanned pages are read with OCR; a page that cannot be read is reported in the upload stage.</td>
                </tr>
                <tr>
                  <td>DOCX</td>
                  <td>Applications and IDS drafts</td>
                  <td>Use the file as saved by Word or a compatible editor. Tracked changes are read as accepted.</td>
                </tr>
              </tbody>
            </table>
            <p>Keep claims in a section headed “Claims” or “What is claimed is”, numbered 1, 2, 3… so the report can find them.</p>
          </DocSection>

          <DocSection entry={e.stages!}>
            <p>
              Each analysis runs in six stages. Every stage shows a progress bar and its current step, in every tab you have open. A stage that fails says why,
              and the others continue where they can.
            </p>
            <RowTable testId="stages-table" columns={['Stage', 'What it does', 'What you get']} rows={STAGE_DOCS.map((d) => [d.name, d.does, d.produces])} />
            <blockquote>You can close the tab at any time. The analysis continues on our servers, and the progress is waiting when you return.</blockquote>
          </DocSection>

          <DocSection entry={e['reading-the-report']!}>
            <p>
              Results open in the patent dashboard as soon as each stage finishes. Every finding links to the passage it came from; open it in the PDF viewer to see
              it in context before you rely on it.
            </p>
            {h('report-claims')}
            <ul>
              <li>
                <strong>Claim tree:</strong> independent claims at the top level, dependent claims nested under the claim they refer to.
              </li>
              <li>
                <strong>Flags:</strong> terms without antecedent basis and language the description does not support, each with the passage in question.
              </li>
              <li>
                <strong>Summary:</strong> what the application claims, in plain language, for a client or colleague outside the art.
              </li>
              <li>
                <strong>Fee estimate:</strong> claim counts and multiple dependencies turned into an estimate of USPTO fees.
              </li>
            </ul>
            {h('report-prior-art')}
            <p>
              References are ranked against each independent claim, not against a keyword list. Open a reference to see its claim chart: each element of your claim
              beside the passage that discloses it, or a gap where none does.
            </p>
            {h('report-ids')}
            <p>
              The IDS review lists every cited reference with its DOCDB number and its category: <strong>X</strong> (relevant on its own), <strong>Y</strong>{' '}
              (relevant in combination) or <strong>A</strong> (background). Duplicates are marked, and the cleaned list can be exported ready for form SB/08.
            </p>
          </DocSection>

          <DocSection entry={e.quality!}>
            <p>
              We measure the analysis on real patents it was not tuned on where we can, and say where we could not. The figures below are from our latest
              measurements on public USPTO data; they describe the product as a whole, not your application. Treat every result as a lead to check against its
              source passage.
            </p>
            <RowTable
              testId="quality-table"
              caption="Measured quality of the analysis"
              columns={['What is measured', 'Result', 'How']}
              rows={QUALITY_FIGURES.map((f) => [f.measure, f.result, f.how])}
            />
            <p>
              Where it is weaker: CPC prediction from claims in section F (mechanical engineering, lighting, heating, weapons) puts the right subclass among the top
              three for 64 % of claims, against 71–87 % in the other sections with enough claims to measure; our corpus holds fewer documents of that field.
            </p>
          </DocSection>

          <DocSection entry={e.licenses!}>
            <p>Your licence decides which dashboards you can open. Licences come in two families:</p>
            <dl>
              <dt>{FAMILIES.pilot.name}</dt>
              <dd>
                {FAMILIES.pilot.text} Plans: Law Firm Standard, Law Firm Pro, Organization and Education. Law firm plans can add client-portal seats, which give a
                client read-only access to what you assign.
              </dd>
              <dt>{FAMILIES.toolbox.name}</dt>
              <dd>{FAMILIES.toolbox.text} Plans: Law Firm Standard, Law Firm Pro, Organization and Education.</dd>
            </dl>
            <p>
              A seat is one named user. Allowances, such as analyses or form fills per seat, reset each billing month. Compare the plans on the{' '}
              <RouterLink to="/pricing">pricing page</RouterLink>.
            </p>
          </DocSection>

          <DocSection entry={e.keyboard!}>
            <p>
              iPrism aims to meet WCAG 2.2 AA. Everything works with the keyboard, focus is always visible, and both the light and the dark theme keep text
              contrast at 4.5:1 or better. There are no custom shortcuts to learn: the standard keys do what you expect.
            </p>
            <table data-testid="shortcuts-table">
              <thead>
                <tr>
                  <th scope="col">Keys</th>
                  <th scope="col">What they do</th>
                </tr>
              </thead>
              <tbody>
                {SHORTCUTS.map((s) => (
                  <tr key={s.action}>
                    <td style={{ whiteSpace: 'nowrap' }}>
                      {s.keys.map((k, i) => (
                        <Fragment key={k}>
                          {i > 0 && ' + '}
                          <kbd>{k}</kbd>
                        </Fragment>
                      ))}
                    </td>
                    <td>{s.action}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              Switch between light and dark with the theme button in the header; your choice applies to all your open tabs. Read our{' '}
              <RouterLink to="/accessibility">accessibility statement</RouterLink> for known limitations.
            </p>
          </DocSection>
        </Prose>

        <Box component="section" aria-labelledby="faq" sx={{ mt: 6 }} data-testid="doc-faq">
          <Typography id="faq" tabIndex={-1} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2, scrollMarginTop: 80 }}>
            {e.faq!.title}
          </Typography>
          <FaqList items={DOC_FAQ} idPrefix="doc-faq" />
          <Typography color="text.secondary" sx={{ mt: 3 }}>
            Still stuck?{' '}
            <Link component={RouterLink} to="/support">
              Open a support request
            </Link>{' '}
            and we will help.
          </Typography>
        </Box>
      </DocumentLayout>
    </>
  );
}
