import type { IdsAnalysis, IdsCitation, IdsCounts, IdsFormHeader, IdsIssue, IdsSourceFormat, NormalisedCitation } from '@iprism/shared/contracts';
import { normaliseCitations } from './normalise';
import { validateIds, type RelevantReference } from './validate';

export interface AnalyseInput {
  fileName: string;
  sourceFormat: IdsSourceFormat;
  header: IdsFormHeader | null;
  /** The typed citations (as read, with the user's corrections applied). */
  citations: readonly IdsCitation[];
  today: string;
  filingDate: string | null;
  relevant: readonly RelevantReference[];
}

/** The idsAnalysis result: the citations, their issues and the counts (normalised form alongside, for the checks). */
export function analyseIds(input: AnalyseInput): { analysis: IdsAnalysis; normalised: NormalisedCitation[] } {
  const citations = [...input.citations];
  const normalised = normaliseCitations(citations);
  const issues = validateIds({ citations, normalised, today: input.today, filingDate: input.filingDate, relevant: input.relevant });
  return { analysis: { fileName: input.fileName, sourceFormat: input.sourceFormat, header: input.header, citations, issues, counts: countsOf(citations, issues) }, normalised };
}

function countsOf(citations: IdsAnalysis['citations'], issues: IdsIssue[]): IdsCounts {
  const of = (t: string) => citations.filter((c) => c.type === t).length;
  const sev = (s: string) => issues.filter((i) => i.severity === s).length;
  return {
    total: citations.length,
    usPatents: of('usPatent'),
    usApplications: of('usApplication'),
    foreign: of('foreign'),
    npl: of('npl'),
    errors: sev('error'),
    warnings: sev('warning'),
    infos: sev('info'),
  };
}
