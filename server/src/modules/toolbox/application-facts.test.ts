import { factsFromText } from './application-facts';

describe('factsFromText', () => {
  it('reads the inventors a front page lists, with where they live', () => {
    const facts = factsFromText('Some title\n(72) Inventors: Jane Q. Doe, Springfield, IL (US); John Roe, Austin, TX (US)\nAbstract', 'Some title', { total: 3, independent: 1 });
    expect(facts.inventors?.source).toBe('Document text: inventors line');
    expect(facts.inventors?.value.map((p) => [p.givenName, p.familyName, p.city, p.state, p.country])).toEqual([
      ['Jane Q.', 'Doe', 'Springfield', 'IL', 'US'],
      ['John', 'Roe', 'Austin', 'TX', 'US'],
    ]);
    expect(facts.claims?.value).toEqual({ total: 3, independent: 1 });
  });

  it('leaves inventors empty when the text names none', () => {
    expect(factsFromText('A method of things.', '', { total: 0, independent: 0 })).toMatchObject({ inventors: null, title: null, claims: null });
  });
});
