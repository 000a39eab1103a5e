import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ALONE, NOT_AGAIN_ON_POSTGRES } from './test-groups';

const ROOT = join(__dirname, '..', '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []));
}

describe('test groups', () => {
  // A file moved away from its pattern would silently run beside the others again.
  it.each([...ALONE, ...NOT_AGAIN_ON_POSTGRES])('%s names at least one test file', (pattern) => {
    const files = testFiles(join(ROOT, 'server', 'test')).map((f) => `/${relative(ROOT, f)}`);
    expect(files.filter((f) => new RegExp(pattern).test(f)).length).toBeGreaterThan(0);
  });
});
