import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ApplicationFullSchema, type ApplicationFull } from '@iprism/shared/contracts';
import { REPO_ROOT } from '../../src/platform/config/config';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { multipart } from '../multipart';
import { makeApplicationPdf } from '../pdf-fixture';
import type { TestCaller } from '../session-helper';

const GRANT_XML = readFileSync(join(REPO_ROOT, '..', 'shared', 'data', 'uspto-xml-go-uspto-testdata', 'grant', 'v4-5-B1.xml'));
const GRANT_TITLE = 'System and method for pre-charging a hybrid vehicle for improving reverse driving performance';

/** A one-page application PDF whose title wraps onto a second line, with `metadata` as its Info Title. */
async function wrappedTitlePdf(metadata: string | null): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  if (metadata !== null) pdf.setTitle(metadata);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  const lines = [
    'SELF-ADJUSTING ROTOR BLADE ASSEMBLY FOR A',
    'VARIABLE-SPEED WIND TURBINE',
    '',
    'DETAILED DESCRIPTION',
    'The rotor blade 10 carries a sensor 12 read by a controller 14.',
    '',
    'What is claimed is:',
    '1. A rotor blade assembly comprising a blade, a sensor on the blade, and a controller coupled to the sensor.',
    '',
    'ABSTRACT',
    'A rotor blade assembly has a sensor read by a controller.',
  ];
  lines.forEach((text, i) => page.drawText(text, { x: 50, y: 740 - i * 16, size: 10, font }));
  return pdf.save();
}

describe('application titles come from the document', () => {
  let app: FastifyInstance;
  let pro: TestCaller;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
    pro = await signedIn(app, await createUser(app, { licenseType: 'PilotLawFirmPro', credits: 50 }));
  }, 60_000);
  afterAll(() => app.close());

  const upload = async (filename: string, bytes: Uint8Array, type: string): Promise<string> => {
    const body = multipart([{ field: 'application', filename, bytes, type }]);
    const res = await pro.call({ method: 'POST', url: '/api/applications', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const get = async (id: string): Promise<ApplicationFull> => ApplicationFullSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}` })).json());
  const settled = async (id: string): Promise<ApplicationFull> => {
    for (let i = 0; i < 300; i++) {
      const a = await get(id);
      if (a.status === 'completed' || a.status === 'failed') return a;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${id} did not finish`);
  };

  it('titles an XML grant by its invention-title from the upload on, never by its file name', async () => {
    const id = await upload('v4-5-B1.xml', GRANT_XML, 'text/xml');
    expect((await get(id)).title).toBe(GRANT_TITLE);
    expect((await settled(id)).title).toBe(GRANT_TITLE);
  });

  it('titles a PDF by the title its metadata states, from the upload on', async () => {
    const id = await upload('scan-0042.pdf', await wrappedTitlePdf('Self-adjusting rotor blade assembly'), 'application/pdf');
    expect((await get(id)).title).toBe('Self-adjusting rotor blade assembly');
    expect((await settled(id)).title).toBe('Self-adjusting rotor blade assembly');
  });

  it('titles a PDF without a real metadata title by its first heading, whole even when it wraps', async () => {
    const id = await upload('scan-0043.pdf', await wrappedTitlePdf('Microsoft Word - scan-0043.docx'), 'application/pdf');
    expect((await get(id)).title).toBe('scan 0043');
    expect((await settled(id)).title).toBe('SELF-ADJUSTING ROTOR BLADE ASSEMBLY FOR A VARIABLE-SPEED WIND TURBINE');
  });

  it('shows the file name only while no title is known: until the report reads one from the text', async () => {
    const id = await upload('rotor.pdf', await makeApplicationPdf(1, 2), 'application/pdf');
    expect((await get(id)).title).toBe('rotor');
    expect((await settled(id)).title).toBe('SELF-ADJUSTING ROTOR BLADE ASSEMBLY');
  });
});
