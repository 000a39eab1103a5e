import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument } from 'pdf-lib';
import type { ClaimDiff } from '@iprism/shared/contracts';
import { PdfWriter } from '../../platform/pdf/pdf-writer';
import { draftBlocks } from './draft-layout';

type DraftContent = { title: string; claims: string; specification: string };

/** The draft as a Word document: numbered paragraphs, headings, claims one a paragraph. */
export async function draftDocx(draft: DraftContent): Promise<Buffer> {
  const children = draftBlocks(draft).map((block) => {
    switch (block.kind) {
      case 'title':
        return new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(block.text)] });
      case 'heading':
        return new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 240, after: 120 }, children: [new TextRun(block.text)] });
      case 'paragraph':
        return new Paragraph({ spacing: { after: 120, line: 360 }, children: [new TextRun({ text: `${block.number}\t`, bold: true }), new TextRun(block.text)] });
      case 'claim':
        return new Paragraph({ spacing: { after: 120, line: 360 }, children: [new TextRun(`${block.number}. ${block.text}`)] });
    }
  });
  return Packer.toBuffer(new Document({ creator: 'iPrism', title: draft.title, sections: [{ children }] }));
}

/** The same layout as a PDF. */
export async function draftPdf(draft: DraftContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(draft.title);
  doc.setCreator('iPrism');
  const writer = await PdfWriter.create(doc);
  for (const block of draftBlocks(draft)) {
    if (block.kind === 'title') writer.heading(block.text);
    else if (block.kind === 'heading') writer.subheading(block.text);
    else if (block.kind === 'paragraph') writer.text(`${block.number}  ${block.text}`, { size: 11, gap: 6 });
    else writer.text(`${block.number}. ${block.text}`, { size: 11, gap: 6 });
  }
  return doc.save();
}

/** A claim diff as a Word document: removed words struck through in red, added words underlined in blue. */
export async function claimDiffDocx(title: string, fromLabel: string, toLabel: string, diff: ClaimDiff): Promise<Buffer> {
  const heading = (e: ClaimDiff['entries'][number]): string => {
    const numbers = e.beforeNumber !== null && e.afterNumber !== null && e.beforeNumber !== e.afterNumber ? `Claim ${e.afterNumber} (was ${e.beforeNumber})` : `Claim ${e.afterNumber ?? e.beforeNumber}`;
    return `${numbers}: ${e.status}${e.moved ? ', moved' : ''}`;
  };
  const children = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(`${title}: claim changes`)] }),
    new Paragraph({ children: [new TextRun(`From "${fromLabel}" to "${toLabel}". ${diff.counts.changed} changed, ${diff.counts.added} added, ${diff.counts.removed} removed, ${diff.counts.moved} moved, ${diff.counts.unchanged} unchanged.`)] }),
    ...diff.entries.flatMap((e) => [
      new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun(heading(e))] }),
      new Paragraph({
        spacing: { after: 160 },
        children: e.words.map((w) => new TextRun({ text: w.text, ...(w.type === 'removed' && { strike: true, color: 'B00020' }), ...(w.type === 'added' && { underline: {}, color: '0B57D0' }) })),
      }),
    ]),
  ];
  return Packer.toBuffer(new Document({ creator: 'iPrism', title: `${title}: claim changes`, sections: [{ children }] }));
}
