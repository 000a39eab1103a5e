import { gzipSync } from 'node:zlib';
import { decodeCpcModel, encodeCpcModel } from './cpc-model-codec';
import { decodeCpcModelFile, encodeCpcModelFile, trainingTextsHash } from './cpc-model-file';
import { predictSubclasses, trainCpcModel, type LabelledText } from './cpc-model';

const FIELDS: Record<string, string[]> = {
  G10L: ['speech', 'phoneme', 'acoustic', 'utterance', 'speaker', 'voice'],
  H01M: ['battery', 'electrode', 'cathode', 'anode', 'electrolyte', 'lithium'],
  A61K: ['pharmaceutical', 'compound', 'dosage', 'tablet', 'formulation', 'patient'],
};

/** A small corpus of three fields, each document six words of its field in a varying order. */
const corpus: LabelledText[] = Object.entries(FIELDS).flatMap(([subclass, words]) =>
  Array.from({ length: 15 }, (_, i) => ({ id: `US${subclass}${i}`, text: words.map((_, k) => words[(k * (i + 1)) % words.length]).join(' '), subclasses: [subclass] })),
);

describe('shipped CPC model file', () => {
  const model = trainCpcModel(corpus, [], { epochs: 10, learningRate: 2, seed: 1 });
  const file = { corpusHash: trainingTextsHash({ documents: corpus, scheme: [] }), documents: corpus.length, subclasses: 3, trainingMs: 1234, calibration: { weights: [-2, 0.5, 3, 1, 0.2], samples: 42 }, model: encodeCpcModel(model) };

  it('reads back the header, the calibration and a model that predicts as the one written', () => {
    const back = decodeCpcModelFile(encodeCpcModelFile(file));
    expect(back).toMatchObject({ corpusHash: file.corpusHash, documents: 45, subclasses: 3, trainingMs: 1234, calibration: file.calibration });
    expect(back.model.equals(file.model)).toBe(true);
    const served = decodeCpcModel(back.model);
    for (const text of ['the speaker voice and phoneme', 'lithium battery electrode', 'tablet dosage for the patient']) {
      expect(predictSubclasses(served, text, 3).map((p) => p.symbol)).toEqual(predictSubclasses(model, text, 3).map((p) => p.symbol));
    }
    expect(predictSubclasses(served, 'a cathode in an electrolyte', 1)[0]!.symbol).toBe('H01M');
  });

  it('keys the model by how it is trained and what it learns from: ids, texts and subclasses of the documents and the scheme texts, not the order of a document\'s subclasses', () => {
    const hash = (documents: LabelledText[], scheme: LabelledText[] = []) => trainingTextsHash({ documents, scheme });
    const base = hash(corpus);
    expect(hash(corpus.map((d) => ({ ...d, subclasses: [...d.subclasses].reverse() })))).toBe(base);
    expect(hash([{ id: 'US1', text: 'a b', subclasses: ['G06N', 'G06F'] }])).toBe(hash([{ id: 'US1', text: 'a b', subclasses: ['G06F', 'G06N'] }]));
    expect(hash(corpus.slice(1))).not.toBe(base);
    expect(hash(corpus.map((d, i) => (i === 3 ? { ...d, text: `${d.text} battery` } : d)))).not.toBe(base);
    expect(hash(corpus.map((d, i) => (i === 3 ? { ...d, subclasses: ['H01M'] } : d)))).not.toBe(base);
    expect(trainingTextsHash({ documents: corpus, scheme: [] }, 'another training')).not.toBe(base);
    expect(hash(corpus, [{ id: 'scheme:H01M', text: 'Processes or means for the direct conversion of chemical energy into electrical energy', subclasses: ['H01M'] }])).not.toBe(base);
  });

  it('learns from the scheme texts of the subclasses the documents have', () => {
    const scheme = [{ id: 'scheme:H01M', text: 'compound electrode; compound cathode', subclasses: ['H01M'] }, { id: 'scheme:B60L', text: 'electric propulsion of vehicles', subclasses: ['B60L'] }];
    const withScheme = trainCpcModel(corpus, scheme, { epochs: 10, learningRate: 2, seed: 1 });
    expect(withScheme.subclasses).toEqual(['A61K', 'G10L', 'H01M']);
    const h01m = (m: typeof model) => predictSubclasses(m, 'compound', 3).find((p) => p.symbol === 'H01M')!.probability;
    expect(h01m(withScheme)).toBeGreaterThan(h01m(model));
  });

  it('refuses what is not a model file of its format', () => {
    expect(() => decodeCpcModelFile(gzipSync('{"format":"iprism-vectors-int8/1"}\n'))).toThrow(/not a CPC model file/);
    expect(() => decodeCpcModelFile(Buffer.from('plain'))).toThrow();
    const truncated = decodeCpcModelFile(encodeCpcModelFile({ ...file, model: file.model.subarray(0, file.model.length - 5) }));
    expect(() => decodeCpcModel(truncated.model)).toThrow(/truncated/);
  });
});
