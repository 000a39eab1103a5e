import { useMemo } from 'react';
import type { LegalSection } from '@iprism/shared/contracts/legal/legal-section';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '../common/format-date';
import { DocumentLayout } from '../common/DocumentLayout';
import { MarkdownContent, Prose } from '@iprism/shared/ui';
import { PageHeader } from '../common/PageHeader';
import { buildToc } from '../common/toc';

export type { LegalSection };

export interface LegalDocumentProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** ISO date (YYYY-MM-DD) the text last changed. */
  lastUpdated: string;
  sections: readonly LegalSection[];
  testId: string;
}

/** A legal text: its h1, the date it last changed, a numbered table of contents and numbered sections. */
export function LegalDocument({ eyebrow, title, lead, lastUpdated, sections, testId }: LegalDocumentProps) {
  const toc = useMemo(() => buildToc(sections), [sections]);
  const updated = (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }} data-testid="last-updated">
      Last updated{' '}
      <Box component="time" dateTime={lastUpdated} sx={{ color: 'text.primary', fontWeight: 600 }}>
        {formatLongDate(lastUpdated)}
      </Box>
    </Typography>
  );
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} />
      <DocumentLayout toc={toc} tocLabel="Contents" numbered aside={updated} testId={`${testId}-toc`}>
        <Prose>
          {sections.map((s, i) => {
            const entry = toc[i]!;
            return (
              <Box component="section" key={entry.id} aria-labelledby={entry.id}>
                <h2 id={entry.id} tabIndex={-1}>
                  {entry.number}. {s.title}
                </h2>
                <MarkdownContent source={s.body} />
              </Box>
            );
          })}
        </Prose>
      </DocumentLayout>
    </>
  );
}
