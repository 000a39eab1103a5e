import { droppedKeys } from './dropped-keys';

describe('droppedKeys', () => {
  it('finds keys the serialised answer lost, at any depth and in arrays', () => {
    const sent = { id: 'a', email: 'x@y', org: { id: 'o', name: 'N' }, items: [{ n: 1, extra: true }] };
    const kept = { id: 'a', org: { id: 'o' }, items: [{ n: 1 }] };
    expect(droppedKeys(sent, kept)).toEqual(['email', 'org.name', 'items[0].extra']);
  });

  it('finds nothing when every key is kept, and ignores undefined values', () => {
    expect(droppedKeys({ a: 1, b: undefined, c: [1, 2] }, { a: 1, c: [1, 2] })).toEqual([]);
    expect(droppedKeys('text', 'text')).toEqual([]);
  });
});
