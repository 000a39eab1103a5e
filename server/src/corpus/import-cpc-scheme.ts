import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { mergeCpcScheme, parseCpcSectionXml, parseCpcTsv, type CpcSchemeRow } from './cpc-scheme';

const SECTION_FILE = /^cpc-scheme-[A-HY]\.xml$/;

export const isCpcSectionFile = (path: string): boolean => SECTION_FILE.test(basename(path));

async function filesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch {
    return [];
  }
}

/**
 * Reads the CPC scheme folder (cpc-scheme-2019-08): the title TSV, completed by the section XML files (in
 * the folder or its section-xml/). Runs in a file reader thread; the importer stores the rows.
 */
export async function readCpcScheme(dir: string): Promise<CpcSchemeRow[]> {
  const tsvName = (await filesIn(dir)).find((name) => name.endsWith('.tsv'));
  if (!tsvName) throw new Error(`No CPC title TSV in ${dir}`);
  const tsvRows = parseCpcTsv(await readFile(join(dir, tsvName), 'utf8'));
  const sectionRows = [];
  for (const folder of [dir, join(dir, 'section-xml')]) {
    for (const name of (await filesIn(folder)).filter((n) => SECTION_FILE.test(n))) sectionRows.push(...parseCpcSectionXml(await readFile(join(folder, name), 'utf8')));
  }
  return mergeCpcScheme(tsvRows, sectionRows);
}
