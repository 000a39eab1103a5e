import { CaseFileSplitter, parseCaseFile } from './case-file-xml';
import { classesIn, parseRegisterCsv, parseRegisterMapping } from './register-csv';
import { usptoStatus } from './register-status';

/** Two cases laid out as in the USPTO Trademark Case File XML (daily applications file), the second a design-only mark. */
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<trademark-applications-daily><application-information><file-segments><action-keys><action-key>00</action-key>
<case-file>
  <serial-number>97123456</serial-number>
  <registration-number>0000000</registration-number>
  <case-file-header>
    <filing-date>20211101</filing-date>
    <status-code>641</status-code>
    <mark-identification>NOVA &amp; LINK</mark-identification>
  </case-file-header>
  <classifications>
    <classification><international-code-total-no>1</international-code-total-no><international-code>009</international-code></classification>
    <classification><international-code>042</international-code></classification>
  </classifications>
  <case-file-owners>
    <case-file-owner><entry-number>01</entry-number><party-type>10</party-type><party-name>FIRST APPLICANT INC.</party-name></case-file-owner>
    <case-file-owner><entry-number>02</entry-number><party-type>30</party-type><party-name>ASSIGNEE LLC</party-name></case-file-owner>
  </case-file-owners>
</case-file>
<case-file><serial-number>97000001</serial-number><case-file-header><status-code>800</status-code></case-file-header></case-file>
</action-keys></file-segments></application-information></trademark-applications-daily>`;

describe('USPTO case-file XML', () => {
  it('reads serial number, words, status, current owner and classes of a case', () => {
    const cases = new CaseFileSplitter().push(XML);
    expect(cases).toHaveLength(2);
    expect(parseCaseFile(cases[0]!)).toEqual({
      serialNumber: '97123456',
      mark: 'NOVA & LINK',
      status: 'Live — pending (641)',
      owner: 'ASSIGNEE LLC',
      classes: [9, 42],
      filingDate: '2021-11-01',
      source: 'uspto-xml',
    });
    expect(parseCaseFile(cases[1]!)).toBeNull();
  });

  it('finds the same cases whatever the chunk boundaries', () => {
    for (const size of [7, 50, 333]) {
      const splitter = new CaseFileSplitter();
      const found: string[] = [];
      for (let i = 0; i < XML.length; i += size) found.push(...splitter.push(XML.slice(i, i + size)));
      expect(found.map((c) => parseCaseFile(c)?.serialNumber ?? null)).toEqual(['97123456', null]);
    }
  });

  it('names USPTO status codes live or dead', () => {
    expect(usptoStatus('602')).toBe('Dead — abandoned (602)');
    expect(usptoStatus('686')).toBe('Live — pending (686)');
    expect(usptoStatus('700')).toBe('Live — registered (700)');
    expect(usptoStatus('710')).toBe('Dead — cancelled (710)');
    expect(usptoStatus('800')).toBe('Live — registered (800)');
    expect(usptoStatus('900')).toBe('Dead — expired (900)');
    expect(usptoStatus('')).toBe('Status unknown');
  });
});

describe('register CSV', () => {
  it('recognises the usual column names', () => {
    const { records, skipped } = parseRegisterCsv('Serial Number,Word Mark,Status,Owner,Classes,Filing Date\n88000001,ACME,Registered,Acme Co,"009; 042",20200131\n,NOMARK,,,,\n');
    expect(records).toEqual([{ serialNumber: '88000001', mark: 'ACME', status: 'Registered', owner: 'Acme Co', classes: [9, 42], filingDate: '2020-01-31', source: 'csv' }]);
    expect(skipped).toBe(1);
  });

  it('follows a mapping, and says which columns the file has when one is wrong', () => {
    const csv = 'SN,Text,IC\n1,ZETA,25\n';
    expect(parseRegisterCsv(csv, parseRegisterMapping('serialNumber=SN, mark=Text, classes=IC')).records[0]).toMatchObject({ serialNumber: '1', mark: 'ZETA', classes: [25] });
    expect(() => parseRegisterCsv(csv)).toThrow(/serial number and a mark column.*SN, Text, IC/);
    expect(() => parseRegisterCsv(csv, { serialNumber: 'Serial', mark: 'Text' })).toThrow(/no column "Serial"/);
    expect(() => parseRegisterMapping('colour=Red')).toThrow(/field one of/);
  });

  it('reads classes 1 to 45 from any spelling', () => {
    expect(classesIn('IC 009 042, 46, 9')).toEqual([9, 42]);
    expect(classesIn('')).toEqual([]);
  });
});
