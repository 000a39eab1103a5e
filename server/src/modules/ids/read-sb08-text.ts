import { emptyRaw, type RawCitation } from './build-citations';
import { readPatentRow } from './read-patent-row';
import { headingOf, isColumnLabels, isFurniture, type Sb08Section } from './sb08-layout';

export { SECTION_HEADINGS } from './sb08-layout';

/** Cite numbers may skip a few (withdrawn citations); a wrapped literature line starting with a larger number is text. */
const NPL_CITE_GAP = 10;
/** A first "cite number" from here on is a year opening a literature citation ("2002 IEEE …"). */
const FIRST_YEAR = 1900;

/**
 * The text of an SB/08 form (as the PDF extractor gives it: a line per row with the cells separated by
 * spaces, a blank line where the vertical gap is paragraph-sized) read table by table. A row starts with
 * its cite number; the lines that follow in the same block are the wrapped rest of its last cell (the
 * patentee's name or the literature citation). Forms differ in where a cell's lines fall around the cite
 * number: a literature cite number set lower than the first line of its text (centred in a tall cell)
 * takes the lines of its block above it, and a number alone on its line takes the text around it. The
 * cite number is optional on the form: a literature block without one is a citation of its own, never
 * dropped. Each sheet's identification block (the lines above its first table heading) and the tables'
 * column headings are skipped.
 */
export function readSb08Text(pages: readonly string[]): RawCitation[] {
  const reader = new Sb08Reader();
  for (const page of pages) reader.page(page.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()));
  return reader.finish();
}

class Sb08Reader {
  private readonly out: RawCitation[] = [];
  private section: Sb08Section | null = null;
  /** The last row read in this section: wrapped lines continue it. */
  private open: RawCitation | null = null;
  private lastCite: number | null = null;
  /** Lines since the last break not yet given to a row. */
  private pending: string[] = [];
  /** Whether a row opened since the last break (blank line, page, heading or form furniture). */
  private openedInBlock = false;
  /** Right after a heading, where the column headings are. */
  private labels = false;

  page(lines: readonly string[]): void {
    this.endBlock();
    const firstHeading = lines.findIndex((l) => headingOf(l) !== null);
    lines.forEach((line, i) => {
      if (!line) return this.endBlock();
      const heading = headingOf(line);
      if (heading) return this.startSection(heading);
      // A sheet's identification block sits above its first table.
      if (i < firstHeading || this.section === null) return;
      if (isFurniture(line)) return this.endBlock();
      if (this.labels && isColumnLabels(line)) return;
      this.labels = false;
      this.line(line);
    });
  }

  finish(): RawCitation[] {
    this.endBlock();
    return this.out;
  }

  private startSection(section: Sb08Section): void {
    this.endBlock();
    this.labels = true;
    if (section === this.section) return;
    this.section = section;
    this.open = null;
    this.lastCite = null;
  }

  private line(text: string): void {
    const space = text.indexOf(' ');
    const head = space < 0 ? text : text.slice(0, space);
    const body = space < 0 ? '' : text.slice(space + 1);
    const cite = /^\d{1,4}$/.test(head) ? Number(head) : null;
    const row = cite === null ? this.uncitedPatentRow(text) : this.citedRow(cite, body);
    if (!row) {
      this.pending.push(text);
      return;
    }
    const before = this.pending.splice(0);
    if (this.section === 'npl' && !this.openedInBlock) {
      // Lines of this block above the cite number are the start of its citation.
      row.nplText = [...before, row.nplText ?? ''].join(' ').trim();
    } else if (this.section === 'npl' || body || cite === null) {
      this.continueOpen(before);
    } else {
      // A patent cite number alone on its line: its row is the line above.
      const above = before.pop();
      this.continueOpen(before);
      const read = above !== undefined ? readPatentRow(above, this.section === 'us' ? 'us' : 'foreign') : null;
      if (!read) return this.continueOpen(above === undefined ? [] : [above]);
      Object.assign(row, rawOf(read));
    }
    this.out.push(row);
    this.open = row;
    this.openedInBlock = true;
    if (cite !== null) this.lastCite = cite;
  }

  /** A row opened by its cite number, or null when the number is wrapped text (a page or volume number). */
  private citedRow(cite: number, body: string): RawCitation | null {
    const citeNo = String(cite);
    const follows = this.lastCite === null ? cite < FIRST_YEAR : cite > this.lastCite;
    if (this.section === 'npl') {
      if (!follows || (this.lastCite !== null && cite > this.lastCite + NPL_CITE_GAP)) return null;
      return { ...emptyRaw('npl'), citeNo, nplText: body };
    }
    const section = this.section === 'us' ? 'us' : 'foreign';
    // The number alone: its row text is on a line next to it.
    if (!body) return follows ? { ...emptyRaw(section), citeNo } : null;
    const read = readPatentRow(body, section);
    // A valid number opens a row whatever its cite number; an unreadable one only in cite order.
    if (!read || (!read.valid && !follows)) return null;
    return { ...emptyRaw(section), citeNo, ...rawOf(read) };
  }

  /** The cite number is optional on the form: a line that is a whole patent row opens one without it. */
  private uncitedPatentRow(text: string): RawCitation | null {
    if (this.section === 'npl' || (this.open && this.openedInBlock)) return null;
    const section = this.section === 'us' ? 'us' : 'foreign';
    const read = readPatentRow(text, section);
    return read?.valid && read.date ? { ...emptyRaw(section), ...rawOf(read) } : null;
  }

  /**
   * A blank line, a page, a heading or furniture ends a block. Its lines that no row took continue the
   * last row; in a literature table without cite numbers, each block is a citation of its own.
   */
  private endBlock(): void {
    const lines = this.pending.splice(0);
    this.openedInBlock = false;
    if (lines.length === 0) return;
    if (this.open && (this.section !== 'npl' || this.open.citeNo !== null)) return this.continueOpen(lines);
    if (this.section !== 'npl') return;
    const row = { ...emptyRaw('npl'), nplText: lines.join(' ') };
    this.out.push(row);
    this.open = row;
  }

  private continueOpen(lines: readonly string[]): void {
    if (!this.open || lines.length === 0) return;
    const text = lines.join(' ');
    if (this.open.section === 'npl') this.open.nplText = `${this.open.nplText ?? ''} ${text}`.trim();
    else this.open.name = `${this.open.name ?? ''} ${text}`.trim();
  }
}

const rawOf = (read: NonNullable<ReturnType<typeof readPatentRow>>): Pick<RawCitation, 'country' | 'number' | 'kind' | 'date' | 'name'> => ({
  country: read.country,
  number: read.number,
  kind: read.kind,
  date: read.date,
  name: read.name,
});
