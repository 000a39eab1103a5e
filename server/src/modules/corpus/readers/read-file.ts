import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream';
import { parse } from 'csv-parse';
import type { CorpusFormat } from '../detect-format';
import type { ReadItem } from '../record';
import { isCorpusRecordLine, readCorpusRecordLine } from './corpus-records';
import { detectMapping, type ColumnMapping } from './column-mapping';
import { readEpoOpsXml } from './epo-ops-xml';
import { openCorpusBytes, openCorpusText, readCorpusText } from './open-file';
import { isPpubsJson, readPpubsJson } from './ppubs-json';
import { splitDocumentStream } from './split-stream';
import { readTableRow, type Row } from './table-row';
import { readUsptoDocument } from './uspto-xml';

/** Records of one file, or the reason none can be read (`skipped`). */
export type FileItems = { items: AsyncIterable<ReadItem>; layout: string } | { skipped: string };

async function* usptoXml(path: string, label: string): AsyncGenerator<ReadItem> {
  let n = 0;
  for await (const document of splitDocumentStream(await openCorpusText(path))) {
    n++;
    yield readUsptoDocument(document, `${label} document ${n}`);
  }
}

async function* fromSync(items: Iterable<ReadItem>): AsyncGenerator<ReadItem> {
  yield* items;
}

/** Each non-blank line of a JSON-lines file read by `read`; a line that is not a JSON object is rejected. */
async function* jsonLines(path: string, label: string, read: (row: Row, label: string) => ReadItem): AsyncGenerator<ReadItem> {
  let line = 0;
  for await (const text of createInterface({ input: await openCorpusText(path), crlfDelay: Infinity })) {
    line++;
    if (!text.trim()) continue;
    let row: unknown = null;
    try {
      row = JSON.parse(text);
    } catch {
      // Rejected below, like any line that is not an object.
    }
    const where = `${label} line ${line}`;
    yield row && typeof row === 'object' && !Array.isArray(row) ? read(row as Row, where) : { rejection: { record: where, reason: 'not a JSON object' } };
  }
}

/** Lines before the column row: Google's CSV export may start with "search URL: ...". */
const preambleLines = (head: string): number => (/^\uFEFF?search URL:/i.test(head) ? 1 : 0);

async function* csvRows(path: string, delimiter: string, fromLine: number): AsyncGenerator<Row> {
  const rows = parse({ columns: true, delimiter, from_line: fromLine + 1, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true });
  // pipeline, not pipe: an unpacking refused half way must reach the rows' reader.
  yield* pipeline(await openCorpusBytes(path), rows, () => undefined) as AsyncIterable<Row>;
}

const columnsOf = (head: string, delimiter: string, skip: number): string[] =>
  (head.replace(/^\uFEFF/, '').split(/\r?\n/)[skip] ?? '').split(delimiter).map((c) => c.trim().replace(/^"|"$/g, ''));

async function* mappedRows(rows: AsyncIterable<Row>, mapping: ColumnMapping, label: string, source: string, firstRow: number): AsyncGenerator<ReadItem> {
  let n = firstRow;
  for await (const row of rows) yield readTableRow(row, mapping, `${label} row ${n++}`, source);
}

async function* applicationClaims(path: string, label: string): AsyncGenerator<ReadItem> {
  let line = 0;
  for await (const text of createInterface({ input: await openCorpusText(path), crlfDelay: Infinity })) {
    line++;
    const number = text.split('\t', 1)[0]?.trim();
    if (number) yield { rejection: { record: `${number} (${label} line ${line})`, reason: `${number} is an application number; a corpus record needs a publication number` } };
  }
}

/**
 * The records of one file of a detected format. `mapping` (the --map option) overrides the built-in
 * column layouts of CSV and JSON lines.
 */
export async function readCorpusFile(path: string, label: string, format: CorpusFormat, head: string, mapping?: ColumnMapping): Promise<FileItems> {
  switch (format) {
    case 'uspto-xml':
      return { items: usptoXml(path, label), layout: 'USPTO full-text XML' };
    case 'epo-ops-xml': {
      const xml = await readCorpusText(path);
      if (!xml.includes('exchange-document')) return { skipped: 'EPO OPS response without bibliographic documents' };
      return { items: fromSync(readEpoOpsXml(xml, label)), layout: 'EPO OPS XML' };
    }
    case 'json': {
      const json: unknown = JSON.parse(await readCorpusText(path));
      if (isPpubsJson(json)) return { items: fromSync(readPpubsJson(json, label)), layout: 'USPTO Patent Public Search JSON' };
      return { skipped: 'JSON that is not a Patent Public Search response' };
    }
    case 'jsonl': {
      const firstLine = JSON.parse(head.split('\n', 1)[0]!) as Row;
      if (isCorpusRecordLine(firstLine)) return { items: jsonLines(path, label, readCorpusRecordLine), layout: 'iPrism corpus records' };
      const chosen = mapping ?? detectMapping(Object.keys(firstLine));
      if (!chosen) return { skipped: `JSON lines without a publication-number key (keys: ${Object.keys(firstLine).slice(0, 12).join(', ')}); use --map number=<key>,...` };
      return { items: jsonLines(path, label, (row, where) => readTableRow(row, chosen, where, 'jsonl')), layout: `JSON lines (${chosen.name ?? 'mapped'})` };
    }
    case 'csv':
    case 'tsv': {
      const delimiter = format === 'csv' ? ',' : '\t';
      const skip = preambleLines(head);
      const columns = columnsOf(head, delimiter, skip);
      const chosen = mapping ?? detectMapping(columns);
      if (!chosen) return { skipped: `no publication-number column (columns: ${columns.slice(0, 12).join(', ')}); use --map number=<column>,...` };
      return { items: mappedRows(csvRows(path, delimiter, skip), chosen, label, format, skip + 2), layout: `${format.toUpperCase()} (${chosen.name ?? 'mapped'})` };
    }
    case 'application-claims-tsv':
      return { items: applicationClaims(path, label), layout: 'application claims TSV' };
    default:
      return { skipped: 'not a patent format' };
  }
}
