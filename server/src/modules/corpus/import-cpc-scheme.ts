import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { readCorpusText } from './readers/open-file';
import { mergeCpcScheme, parseCpcSectionXml, parseCpcTsv, type CpcSchemeRow } from './cpc-scheme';

// Either file may be gzip-compressed, as the shipped demo corpus has them.
const SECTION_FILE = /^cpc-scheme-[A-HY]\.xml(?:\.gz)?$/;
const TSV_FILE = /\.tsv(?:\.gz)?$/;

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
  const tsvName = (await filesIn(dir)).find((name) => TSV_FILE.test(name));
  if (!tsvName) throw new Error(`No CPC title TSV in ${dir}`);
  const tsvRows = parseCpcTsv(await readCorpusText(join(dir, tsvName)));
  const sectionRows = [];
  for (const folder of [dir, join(dir, 'section-xml')]) {
    for (const name of (await filesIn(folder)).filter((n) => SECTION_FILE.test(n))) sectionRows.push(...parseCpcSectionXml(await readCorpusText(join(folder, name))));
  }
  return mergeCpcScheme(tsvRows, sectionRows);
}
