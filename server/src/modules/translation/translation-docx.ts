import { BorderStyle, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { ReviewedSegment, TranslationLanguage } from '@iprism/shared/contracts';

export const LANGUAGE_NAMES: Record<TranslationLanguage, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish', ja: 'Japanese', zh: 'Chinese', ko: 'Korean' };

const cell = (text: string, language: string): TableCell =>
  new TableCell({
    width: { size: 50, type: WidthType.PERCENTAGE },
    children: text.split(/\n+/).map((line) => new Paragraph({ children: [new TextRun({ text: line, language: { value: language } })] })),
  });

/**
 * The accepted translation as a Word document: the translated text segment by segment (claims keep
 * their numbers), then the source and translation side by side for the reviewer's file.
 */
export async function translationDocx(input: { title: string; sourceLanguage: TranslationLanguage; targetLanguage: TranslationLanguage; segments: readonly ReviewedSegment[]; generatedAt: Date }): Promise<Buffer> {
  const border = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
  const borders = { top: border, bottom: border, left: border, right: border, insideHorizontal: border, insideVertical: border };
  const from = LANGUAGE_NAMES[input.sourceLanguage];
  const to = LANGUAGE_NAMES[input.targetLanguage];
  const document = new Document({
    creator: 'iPrism',
    title: input.title,
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(input.title)] }),
          new Paragraph({ children: [new TextRun({ text: `Translated from ${from} into ${to}; ${input.segments.length} accepted segment${input.segments.length === 1 ? '' : 's'}; ${input.generatedAt.toISOString().slice(0, 10)}.`, italics: true })] }),
          ...input.segments.flatMap((s) => s.translation.split(/\n+/).map((line) => new Paragraph({ spacing: { after: 160 }, children: [new TextRun({ text: line, language: { value: input.targetLanguage } })] }))),
          new Paragraph({ heading: HeadingLevel.HEADING_2, pageBreakBefore: true, children: [new TextRun('Source and translation')] }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders,
            rows: [
              new TableRow({ tableHeader: true, children: [new TableCell({ children: [new Paragraph({ children: [new TextRun({ text: from, bold: true })] })] }), new TableCell({ children: [new Paragraph({ children: [new TextRun({ text: to, bold: true })] })] })] }),
              ...input.segments.map((s) => new TableRow({ children: [cell(s.source, input.sourceLanguage), cell(s.translation, input.targetLanguage)] })),
            ],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
