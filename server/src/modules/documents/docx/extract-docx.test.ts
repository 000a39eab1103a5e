import { makeDocx, makeZip } from '../../../../test/fixtures/documents-zip';
import { DocumentError } from '../document-error';
import { extractDocx } from './extract-docx';

describe('extractDocx', () => {
  it('extracts the paragraphs as one page', async () => {
    const bytes = makeDocx(['What is claimed is:', '1. A widget comprising a lever & a spring.', '2. The widget of claim 1.']);
    expect(await extractDocx(bytes)).toEqual({
      format: 'docx',
      pages: ['What is claimed is:\n\n1. A widget comprising a lever & a spring.\n\n2. The widget of claim 1.'],
      paginated: false,
      structured: null,
    });
  });

  it('reports a document mammoth cannot read as corrupt', async () => {
    const broken = makeZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document' });
    await expect(extractDocx(broken)).rejects.toEqual(expect.objectContaining({ kind: 'corrupt' }));
    await expect(extractDocx(new TextEncoder().encode('PK\x03\x04 not a zip'))).rejects.toBeInstanceOf(DocumentError);
  });
});
