import { DocumentError } from '../document-error';
import type { ExtractedDocument } from '../extracted-document';
import { openPdf } from './open-pdf';
import { pageText } from './page-text';

/** Text of every page, one page at a time, releasing each page's resources before the next. */
export async function extractPdf(bytes: Uint8Array): Promise<ExtractedDocument> {
  const document = await openPdf(bytes);
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(pageText(content.items.filter((item) => 'str' in item)));
      page.cleanup();
    }
    return { format: 'pdf', pages, paginated: true, structured: null };
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw new DocumentError('corrupt', 'The PDF is damaged: a page cannot be read.', { cause: error });
  } finally {
    await document.destroy();
  }
}
