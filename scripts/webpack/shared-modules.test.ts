import { existsSync } from 'node:fs';
import { muiComponentsOfRemotes, sharedModules } from './shared-modules';

describe('shared modules', () => {
  it('finds the MUI components the remotes import', () => {
    const names = muiComponentsOfRemotes();
    // Used by marketing's FAQ and the patent progress panel, and by no host screen.
    expect(names).toEqual(expect.arrayContaining(['Accordion', 'Collapse']));
    expect(names).toEqual([...new Set(names)].sort());
  });

  it('has the host provide each of them from the ESM build, and the remotes only consume them', () => {
    const host = sharedModules({ host: true });
    const remote = sharedModules();
    for (const name of muiComponentsOfRemotes()) {
      const entry = host[`@mui/material/${name}`];
      expect(entry).toMatchObject({ singleton: true, version: host['@mui/material']?.version });
      expect(entry?.import).toMatch(new RegExp(`/esm/${name}/index\\.js$`));
      expect(existsSync(entry?.import ?? '')).toBe(true);
      expect(remote[`@mui/material/${name}`]).toBeUndefined();
    }
  });
});
