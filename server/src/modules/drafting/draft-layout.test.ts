import { draftBlocks } from './draft-layout';

describe('draftBlocks', () => {
  it('numbers description paragraphs [0001]…, leaves headings unnumbered and keeps claims as written', () => {
    const blocks = draftBlocks({
      title: 'Widget',
      specification: 'BACKGROUND\nWidgets are old.\n\n[0007] This one is new.\nDetailed Description\nA base 12 holds a lid 14.',
      claims: '1. A widget comprising a base.\n\n2. The widget of claim 1, wherein the base is round.',
    });
    expect(blocks).toEqual([
      { kind: 'title', text: 'Widget' },
      { kind: 'heading', text: 'BACKGROUND' },
      { kind: 'paragraph', number: '[0001]', text: 'Widgets are old.' },
      { kind: 'paragraph', number: '[0002]', text: 'This one is new.' },
      { kind: 'heading', text: 'Detailed Description' },
      { kind: 'paragraph', number: '[0003]', text: 'A base 12 holds a lid 14.' },
      { kind: 'heading', text: 'What is claimed is:' },
      { kind: 'claim', number: 1, text: 'A widget comprising a base.' },
      { kind: 'claim', number: 2, text: 'The widget of claim 1, wherein the base is round.' },
    ]);
  });
});
