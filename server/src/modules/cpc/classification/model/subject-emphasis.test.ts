import { openingSubject, withSubjectEmphasis } from './subject-emphasis';

describe('subject emphasis', () => {
  it('finds a claim\'s preamble up to its transition word or colon', () => {
    expect(openingSubject('1. A grain huller comprising: a position-fixed shaft')).toBe('A grain huller');
    expect(openingSubject('A tool for cutting a cylindrical conduit, said tool having a body')).toBe('A tool for cutting a cylindrical conduit, said tool');
    expect(openingSubject('12. An apparatus: a base; a first linear actuator')).toBe('An apparatus');
    expect(openingSubject('A method of coding a picture, wherein the block is predicted')).toBe('A method of coding a picture');
  });

  it('finds none without a transition in the first 200 characters, or before 10 characters', () => {
    expect(openingSubject(`A compound which is ${'x'.repeat(250)} comprising`)).toBe('');
    expect(openingSubject('A seed of canola line SCV372145.')).toBe('');
    expect(openingSubject('A pump: a housing')).toBe('');
  });

  it('repeats the subject after the text, and leaves a text without one alone', () => {
    expect(withSubjectEmphasis('1. A grain huller comprising a shaft', 2)).toBe('1. A grain huller comprising a shaft A grain huller A grain huller');
    expect(withSubjectEmphasis('neural network accelerator')).toBe('neural network accelerator');
  });
});
