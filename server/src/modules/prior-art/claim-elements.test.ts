import { claimElements } from './claim-elements';

describe('claimElements', () => {
  it('splits the preamble and each semicolon-separated limitation', () => {
    const claim = '1. A method of training a neural network, comprising: receiving training data; computing a loss over a plurality of layers; and updating weights of the layers based on the loss.';
    expect(claimElements(claim)).toEqual([
      'A method of training a neural network, comprising',
      'receiving training data',
      'computing a loss over a plurality of layers',
      'updating weights of the layers based on the loss',
    ]);
  });

  it('splits a comma list of "a"/"an" items', () => {
    expect(claimElements('1. A wind turbine comprising a blade, a strain sensor on the blade, and a controller adjusting the pitch.')).toEqual([
      'A wind turbine comprising',
      'a blade',
      'a strain sensor on the blade',
      'a controller adjusting the pitch',
    ]);
  });

  it('makes a wherein clause its own element', () => {
    expect(claimElements('2. A sensor comprising a housing and a lens, wherein the lens is coated.')).toEqual(['A sensor comprising', 'a housing and a lens', 'wherein the lens is coated']);
  });

  it('keeps a claim without a transition as one element', () => {
    expect(claimElements('3. The use of compound X to treat fever.')).toEqual(['The use of compound X to treat fever']);
    expect(claimElements('   ')).toEqual([]);
  });
});
