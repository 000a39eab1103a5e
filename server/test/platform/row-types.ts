import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** A row interface of a repository: its properties as TypeScript wrote them, and the table its JSDoc names. */
export interface RowType {
  file: string;
  name: string;
  table: string | null;
  derived: boolean;
  /** Properties the query computes or joins in (`@computed a b`), checked by the repository's tests instead. */
  computed: string[];
  properties: { name: string; type: string }[];
}

/** A column as the migrated database describes it. */
export interface Column {
  table: string;
  name: string;
  dataType: string;
  nullable: boolean;
}

const ROW_NAME = /Row$/;

/**
 * Every interface named `…Row` in the file, with its tags: `@table <name>` for a row of one table (`@computed a b`
 * naming the properties its query adds), `@derived <why>` for a row with no single table (aggregates, reports).
 */
export function readRowTypes(file: string): RowType[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const rows: RowType[] = [];
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement) || !ROW_NAME.test(statement.name.text)) continue;
    const tags = ts.getJSDocTags(statement);
    const table = tags.find((t) => t.tagName.text === 'table');
    const tableName = typeof table?.comment === 'string' ? (table.comment.trim().split(/\s+/)[0] ?? null) : null;
    const properties = statement.members.filter(ts.isPropertySignature).map((m) => ({ name: m.name.getText(source), type: m.type ? m.type.getText(source) : 'unknown' }));
    const computed = tags.filter((t) => t.tagName.text === 'computed').flatMap((t) => (typeof t.comment === 'string' ? t.comment.split(/[\s,]+/).filter(Boolean) : []));
    rows.push({ file, name: statement.name.text, table: tableName, derived: tags.some((t) => t.tagName.text === 'derived'), computed, properties });
  }
  return rows;
}

/** The TypeScript types a column's values may arrive as from either driver (PGlite or node-postgres). */
function acceptedTypes(dataType: string): string[] {
  if (dataType === 'ARRAY') return ['string[]', 'number[]', 'unknown[]'];
  if (/^(integer|smallint|real|double precision)$/.test(dataType)) return ['number'];
  if (/^(bigint|numeric)$/.test(dataType)) return ['number', 'string'];
  if (/^(text|character varying|character|uuid|inet|citext)$/.test(dataType)) return ['string'];
  if (dataType === 'boolean') return ['boolean'];
  if (/^timestamp|^date$/.test(dataType)) return ['Date', 'string'];
  if (/^jsonb?$/.test(dataType)) return ['*'];
  if (dataType === 'bytea') return ['Uint8Array', 'Buffer'];
  if (dataType === 'USER-DEFINED') return ['*'];
  return [];
}

/** What is wrong with one row type against its table's columns (nothing: an empty list). */
export function checkRowType(row: RowType, columns: Column[]): string[] {
  const at = `${row.name} (${row.file})`;
  if (!row.table) return row.derived ? [] : [`${at}: name its table with @table, or say @derived why it has no single table`];
  const ofTable = new Map(columns.filter((c) => c.table === row.table).map((c) => [c.name, c]));
  if (ofTable.size === 0) return [`${at}: table ${row.table} does not exist`];
  const problems: string[] = [];
  for (const p of row.properties.filter((property) => !row.computed.includes(property.name))) {
    const column = ofTable.get(p.name);
    if (!column) {
      problems.push(`${at}: ${row.table} has no column ${p.name}`);
      continue;
    }
    const parts = p.type.split('|').map((s) => s.trim());
    const nullable = parts.includes('null') || parts.includes('unknown');
    if (nullable !== column.nullable && !(parts.includes('unknown') && !column.nullable)) problems.push(`${at}: ${p.name} is ${column.nullable ? 'nullable' : 'NOT NULL'} in ${row.table} but typed ${p.type}`);
    const accepted = acceptedTypes(column.dataType);
    const typed = parts.filter((s) => s !== 'null');
    const literal = (s: string) => /^'.*'$/.test(s);
    const ok = accepted.includes('*') || typed.every((t) => accepted.includes(t) || (literal(t) && accepted.includes('string')) || (/^[A-Z]\w*(\['\w+'\])?$/.test(t) && !['Date', 'Buffer', 'Uint8Array'].includes(t) && accepted.includes('string')));
    if (!ok) problems.push(`${at}: ${p.name} is ${column.dataType} in ${row.table} but typed ${p.type}`);
  }
  return problems;
}
