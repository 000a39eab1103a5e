import { titleLine } from './title-line';

const title = (text: string) => titleLine(text.split('\n'))?.text ?? null;

describe('titleLine', () => {
  it('joins a title in capitals that wraps onto the next lines', () => {
    expect(title('ADAPTIVE PITCH CONTROL FOR A WIND\nTURBINE BLADE\n\nA controller reads a strain sensor.')).toBe('ADAPTIVE PITCH CONTROL FOR A WIND TURBINE BLADE');
  });

  it('joins a title that stops on a word it cannot end on', () => {
    expect(title('Method and apparatus for manufacturing and installing a water resistant cover on\na limb\nThe cover is made of latex.')).toBe(
      'Method and apparatus for manufacturing and installing a water resistant cover on a limb',
    );
  });

  it('stops at a blank line, a sentence end, front-page furniture or body text', () => {
    expect(title('FOLDING CHAIR\n\nBACKGROUND')).toBe('FOLDING CHAIR');
    expect(title('Folding chair\nA chair folds flat.')).toBe('Folding chair');
    expect(title('A FOLDING CHAIR.\nINVENTORS: J. DOE')).toBe('A FOLDING CHAIR.');
    expect(title('(54) SEED DISTRIBUTOR FOR\nAGRICULTURAL MACHINES\n(75) Inventor: A. Spinsanti')).toBe('SEED DISTRIBUTOR FOR AGRICULTURAL MACHINES');
  });

  it('skips front-page furniture before the title', () => {
    expect(titleLine(['United States Patent Application Publication', 'US 2022/0159901 A1', 'Seed distributor']))?.toEqual({ text: 'Seed distributor', firstLine: 'Seed distributor' });
  });
});
