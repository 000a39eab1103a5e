import { firstFreeSlug, slugify } from './slug';

describe('organisation slugs', () => {
  it.each([
    ['Harper & Lowe LLP', 'harper-and-lowe-llp'],
    ['  Université de Genève ', 'universite-de-geneve'],
    ['***', 'org'],
    ['A'.repeat(80), 'a'.repeat(48)],
  ])('slugify(%p) = %p', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('numbers a taken slug from 2', () => {
    expect(firstFreeSlug('acme', [])).toBe('acme');
    expect(firstFreeSlug('acme', ['acme'])).toBe('acme-2');
    expect(firstFreeSlug('acme', ['acme', 'acme-2', 'acme-3'])).toBe('acme-4');
  });
});
