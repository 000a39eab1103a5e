import { PDFDocument } from 'pdf-lib';
import { TOOLBOX_FORM_INFO, type FormFillContent } from '@iprism/shared/contracts';
import { renderSb08Pdf } from '../ids';
import type { Sb08ForeignRow, Sb08NplRow, Sb08UsRow } from '../ids';
import { GREY, PdfWriter } from '../../platform/pdf/pdf-writer';
import { adsPdf } from './ads-pdf';
import { fieldValue } from './form-sections';
import { idsFillRules } from './ids-fill-rules';

/** The signature block each form ends with (37 CFR 1.33 / 1.63 signers). */
const SIGNATURE: Record<'transmittal' | 'declaration', string> = {
  transmittal: 'Signature: ______________________   Date: ____________   Name: ______________________   Registration number: __________',
  declaration:
    'I hereby declare that I believe that I am the original inventor or an original joint inventor of a claimed invention in the application. This declaration is made for the application named above. The above-identified application was made or authorized to be made by me. I hereby acknowledge that any willful false statement made in this declaration is punishable under 18 U.S.C. 1001 by fine or imprisonment of not more than five (5) years, or both.\n\nInventor signature: ______________________   Date: ____________',
};

/**
 * A form fill as a PDF: the IDS in the SB/08 layout with its statements, the ADS in the substitute-ADS layout,
 * the others section by section.
 */
export async function formPdf(content: FormFillContent, now: Date): Promise<Uint8Array> {
  if (content.form === 'ids') return idsPdf(content, now);
  if (content.form === 'ads') return adsPdf(content);
  const form = content.form;
  const info = TOOLBOX_FORM_INFO[form];
  const doc = await PDFDocument.create();
  doc.setTitle(content.title);
  doc.setCreator('iPrism');
  const writer = await PdfWriter.create(doc);
  writer.heading(`${info.name.toUpperCase()} (${info.rule})`);
  writer.text(form === 'transmittal' ? 'Substitute for form PTO/AIA/15' : 'Substitute for form PTO/AIA/01', { size: 8, colour: GREY, gap: 8 });
  for (const section of content.sections) {
    writer.subheading(section.title);
    for (const f of section.fields) writer.text(`${f.label}: ${f.value.trim() || '—'}`, { size: 10, indent: 8 });
  }
  writer.subheading(form === 'declaration' ? 'Declaration (37 CFR 1.63)' : 'Signature');
  writer.text(SIGNATURE[form], { size: 10 });
  return doc.save();
}

const pipeParts = (line: string): string[] => line.split('|').map((p) => p.trim());

async function idsPdf(content: FormFillContent, now: Date): Promise<Uint8Array> {
  const lines = (key: string) => fieldValue(content, key).split('\n').map((l) => l.trim()).filter(Boolean);
  let cite = 0;
  const next = () => String((cite += 1));
  const us: Sb08UsRow[] = lines('citations.us').map((l) => {
    const [documentNumber = '', date = '', name = ''] = pipeParts(l);
    return { citeNo: next(), documentNumber, date, name };
  });
  const foreign: Sb08ForeignRow[] = lines('citations.foreign').map((l) => {
    const [documentNumber = '', date = '', name = ''] = pipeParts(l);
    const [country = '', , kind = ''] = documentNumber.split('-');
    return { citeNo: next(), documentNumber, country, kind, date, name };
  });
  const npl: Sb08NplRow[] = lines('citations.npl').map((text) => ({ citeNo: next(), text }));
  const rules = idsFillRules(content, now);
  return renderSb08Pdf({
    header: {
      applicationNumber: fieldValue(content, 'applicationNumber'),
      filingDate: fieldValue(content, 'filingDate'),
      firstNamedInventor: fieldValue(content, 'firstNamedInventor'),
      artUnit: fieldValue(content, 'artUnit'),
      examinerName: fieldValue(content, 'examinerName'),
      attorneyDocketNumber: fieldValue(content, 'docketNumber'),
      title: fieldValue(content, 'title'),
    },
    us,
    foreign,
    npl,
    statements: rules.statements,
  });
}
