import { parseRosterCsv } from './roster-csv';

const OED = `Last Name,First Name,Middle Name,Suffix,Firm Name,Address Line1,Address Line2,Address Line3,City,State,Country,Zipcode,Phone Number,Agent/Attorney,Reg Code
"Müller-Smith",Anna,B.,,"Harper & Lowe, LLP",1 Main St,,,Boston,MA,US,02110,555-0100,Attorney,45123
Nguyen,Tran,,Jr.,Acme IP,2 Side St,,,Austin,TX,US,73301,555-0101,Agent,"R 067,891"
Nobody,No,,,,,,,,,,,,Attorney,12
,Blank,,,,,,,,,,,,Agent,54321
`;

describe('parseRosterCsv', () => {
  it('reads the OED roster columns, normalises numbers and tells agents from attorneys', () => {
    const { entries, skipped } = parseRosterCsv(OED);
    expect(entries).toEqual([
      { registrationNumber: '45123', lastName: 'Müller-Smith', name: 'Anna B. Müller-Smith', type: 'attorney', firm: 'Harper & Lowe, LLP', city: 'Boston', state: 'MA', status: 'Active' },
      { registrationNumber: '067891', lastName: 'Nguyen', name: 'Tran Nguyen Jr.', type: 'agent', firm: 'Acme IP', city: 'Austin', state: 'TX', status: 'Active' },
    ]);
    expect(skipped).toEqual([
      { line: 4, reason: 'registration number "12": A USPTO registration number has five or six digits.' },
      { line: 5, reason: 'no last name' },
    ]);
  });

  it('keeps a status column when there is one, and refuses a file without the number column', () => {
    expect(parseRosterCsv('surname,registration number,status\nDoe,54321,Inactive\n').entries[0]).toMatchObject({ lastName: 'Doe', status: 'Inactive', type: 'attorney' });
    expect(() => parseRosterCsv('Last Name,City\nDoe,Boston\n')).toThrow('"Reg Code" (registration number)');
  });
});
