import { PDFDocument } from 'pdf-lib';
import type { FormFillContent } from '@iprism/shared/contracts';
import { GREY, PdfWriter } from '../../platform/pdf/pdf-writer';
import { groupOf } from './ads-sections';
import { ADS_TABLES, isAdsTable, tableRows } from './ads-tables';
import { fieldValue } from './form-sections';

/** Relative column widths of each ADS table. */
const WIDTHS: Record<keyof typeof ADS_TABLES, number[]> = { domesticBenefit: [2, 2, 2.4, 2.4, 2], foreignPriority: [3, 1.5, 2, 2], representatives: [3, 1.5] };

/**
 * The Application Data Sheet as a PDF in the substitute-ADS layout (PTO/AIA/14): its sections in the form's
 * order under the form's headings, inventors, applicants and assignees under one heading each, the domestic
 * benefit, foreign priority and representative lists as tables, the identification repeated in Application
 * Information as the form prints it.
 */
export async function adsPdf(content: FormFillContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(content.title);
  doc.setCreator('iPrism');
  const writer = await PdfWriter.create(doc);
  writer.heading('APPLICATION DATA SHEET 37 CFR 1.76');
  writer.text('Substitute for form PTO/AIA/14', { size: 8, colour: GREY });
  writer.text(`Attorney Docket Number: ${fieldValue(content, 'docketNumber') || '—'}    Application Number: ${fieldValue(content, 'applicationNumber') || '—'}`, { size: 9, gap: 6 });
  let group: string | null = null;
  for (const section of content.sections) {
    const heading = groupOf(section.title);
    if (heading.group === null) writer.subheading(section.title);
    else {
      if (heading.group !== group) writer.subheading(heading.group);
      writer.text(heading.title, { size: 10, bold: true, indent: 4 });
    }
    group = heading.group;
    if (section.id === 'application') {
      writer.text(`Title of Invention: ${fieldValue(content, 'title') || '—'}`, { size: 10, indent: 8 });
      writer.text(`Attorney Docket Number: ${fieldValue(content, 'docketNumber') || '—'}`, { size: 10, indent: 8 });
    }
    for (const f of section.fields) {
      if (isAdsTable(f.key)) writer.table(ADS_TABLES[f.key], WIDTHS[f.key], tableRows(f.value));
      else writer.text(`${f.label}: ${f.value.trim() || '—'}`, { size: 10, indent: 8 });
    }
  }
  return doc.save();
}
