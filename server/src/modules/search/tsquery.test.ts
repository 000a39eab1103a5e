import { buildTsQuery, specificTerms } from './tsquery';

describe('buildTsQuery', () => {
  it('ORs the significant words of a short query', () => {
    expect(buildTsQuery('Wind turbine blades').tsquery).toBe("'wind' | 'turbine' | 'blades'");
  });

  it('drops stop words, claim boilerplate, reference numerals and punctuation', () => {
    const q = buildTsQuery('1. A blade (10) comprising: a sensor 12a, wherein the sensor is on said blade.');
    expect(q.terms).toEqual(['blade', 'sensor']);
    expect(q.tsquery).toBe("'blade' | 'sensor'");
  });

  it('keeps the most repeated terms of a long claim first and caps their number', () => {
    const claim = 'A pitch controller reads a strain gauge; the controller adjusts the pitch; the controller logs the strain.';
    const q = buildTsQuery(claim, 3);
    expect(q.terms).toEqual(['controller', 'pitch', 'strain']);
  });

  it('turns quoted phrases into <-> chains', () => {
    const q = buildTsQuery('"neural network" accelerator');
    expect(q.tsquery).toBe("('neural' <-> 'network') | 'accelerator'");
    expect(q.phrases).toEqual([['neural', 'network']]);
  });

  it('treats a one-word phrase as a word', () => {
    expect(buildTsQuery('"transformer" model').tsquery).toBe("'transformer' | 'model'");
  });

  it('never passes tsquery syntax through', () => {
    const q = buildTsQuery("x' | !(y & z) <-> 'w:* baseball:*A");
    expect(q.tsquery).toBe("'baseball'");
  });

  it('folds accents and case', () => {
    expect(buildTsQuery('Élan CAFÉ').terms).toEqual(['elan', 'cafe']);
  });

  it('returns null when nothing searchable is left', () => {
    expect(buildTsQuery('the of and "a the"').tsquery).toBeNull();
    expect(buildTsQuery('   ').tsquery).toBeNull();
  });
});

describe('specificTerms', () => {
  const share: Record<string, number> = { data: 0.5, system: 0.7, network: 0.48, protein: 0.01, homologous: 0.0001, embedding: 0.03 };
  const of = (t: string) => share[t] ?? 0;

  it('drops terms common in the corpus and keeps the rest in their order', () => {
    expect(specificTerms(['data', 'protein', 'system', 'homologous', 'embedding', 'sequence'], of, { maxShare: 0.05, min: 2, max: 16 })).toEqual(['protein', 'homologous', 'embedding', 'sequence']);
  });

  it('keeps the rarest when too few specific terms are left', () => {
    expect(specificTerms(['system', 'data', 'network', 'protein'], of, { maxShare: 0.05, min: 3, max: 16 })).toEqual(['data', 'network', 'protein']);
  });

  it('caps the number of terms, rarest first', () => {
    expect(specificTerms(['protein', 'homologous', 'embedding', 'sequence'], of, { maxShare: 0.05, min: 1, max: 2 })).toEqual(['homologous', 'sequence']);
  });
});
