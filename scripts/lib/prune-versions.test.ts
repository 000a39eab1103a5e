import { KEPT_VERSIONS_PER_REMOTE, versionsToPrune } from './prune-versions';

/** A release folder name as newVersion makes it, built at `ms`. */
const v = (hash: string, ms: number) => `${hash.repeat(8).slice(0, 8)}-${ms.toString(36)}`;

describe('versionsToPrune', () => {
  const t0 = 1_790_000_000_000;
  const seven = ['a', 'b', 'c', 'd', 'e', 'f', '1'].map((h, i) => v(h, t0 + i * 60_000));

  it('keeps the newest five by build time, whatever the folder order', () => {
    expect(KEPT_VERSIONS_PER_REMOTE).toBe(5);
    const shuffled = [seven[3], seven[6], seven[0], seven[5], seven[1], seven[4], seven[2]] as string[];
    expect(versionsToPrune(shuffled, seven[6] as string).sort()).toEqual([seven[0], seven[1]].sort());
  });

  it('never prunes the current version, even an old one (a rollback)', () => {
    expect(versionsToPrune(seven, seven[0] as string)).toEqual([seven[1]]);
  });

  it('prunes nothing at or under the limit', () => {
    expect(versionsToPrune(seven.slice(0, 5), seven[4] as string)).toEqual([]);
    expect(versionsToPrune([], 'x')).toEqual([]);
  });

  it('leaves folders that are not releases alone (the dev build)', () => {
    expect(versionsToPrune(['dev', 'notes', ...seven], 'dev')).toEqual([seven[1], seven[0]]);
  });

  it('honours another limit', () => {
    expect(versionsToPrune(seven, seven[6] as string, 1)).toHaveLength(6);
  });
});
