import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Readers of the shared public patent data for the analysis tests (../shared/data beside the repo). */

export const SHARED_DATA = join(__dirname, '../../../../../shared/data');

/** Rows of an RFC 4180 CSV file (quoted fields may hold commas, quotes and newlines). */
export function readCsv(path: string): Record<string, string>[] {
  const text = readFileSync(path, 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header = [], ...body] = rows;
  return body.filter((r) => r.length === header.length).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/**
 * Indexes of the PatentEval sets whose own text is defective (checked by hand): a claim cites itself or a later claim
 * (#281 claim 1 "The compound of claim 1", #65 claim 5 "of claim 5", #289 claim 19 "according to claim 26"),
 * or a claim number is repeated so the later claims read as one (#126 and #386 "6." / "5." twice).
 */
export const PATENTEVAL_DEFECTS = [65, 108, 126, 142, 150, 199, 281, 286, 289, 327, 366, 386, 387];

/** The 400 PatentEval claim sets with abstracts (IPC sections A–H). */
export function patentEvalSets(): { domain: string; claims: string; abstract: string }[] {
  return readCsv(join(SHARED_DATA, 'patenteval-claims-abstracts/eval_data_c2a.csv')).map((r) => ({ domain: r.domain ?? '', claims: r.claims ?? '', abstract: r.abstract ?? '' }));
}

/** The IP Street single independent claims: application number and claim text (its XML character references decoded). */
export function ipStreetClaims(): { application: string; claim: string }[] {
  return readFileSync(join(SHARED_DATA, 'ipstreet-single-claims/single_claim.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const [application = '', claim = ''] = line.split('\t');
      return { application, claim: claim.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))) };
    });
}
