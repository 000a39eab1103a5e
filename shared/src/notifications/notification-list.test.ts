import {
  activeOf,
  applyList,
  dismiss,
  dismissedOf,
  isVisibleTo,
  markAllViewed,
  markViewed,
  prependLive,
  putBack,
  remove,
  restore,
  rollbackViewed,
  unviewedCountOf,
} from './notification-list';
import { sampleNotification as n } from './testing/sample-notification';

const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

describe('applyList', () => {
  it('sorts newest first', () => {
    expect(ids(applyList([n('old', { minutesAgo: 30 }), n('new', { minutesAgo: 1 }), n('mid', { minutesAgo: 10 })], false))).toEqual(['new', 'mid', 'old']);
  });

  it('keeps each id once (the first copy)', () => {
    expect(applyList([n('a', { text: 'first' }), n('a', { text: 'second' })], false).map((x) => x.text)).toEqual(['first']);
  });

  it('drops admin-only notifications for a non-admin (SPEC §5)', () => {
    expect(ids(applyList([n('mine'), n('admins', { adminOnly: true })], false))).toEqual(['mine']);
  });

  it('keeps admin-only notifications for an admin', () => {
    expect(ids(applyList([n('mine', { minutesAgo: 1 }), n('admins', { adminOnly: true })], true))).toEqual(['admins', 'mine']);
  });

  it('sorts by the id when createdAt is not a time (SPEC §3 fallback)', () => {
    const list = applyList([n('1700000000000', { createdAt: '' }), n('1700000100000', { createdAt: 'n/a' })], false);
    expect(ids(list)).toEqual(['1700000100000', '1700000000000']);
  });
});

describe('isVisibleTo', () => {
  it('hides only admin-only notifications, and only from non-admins', () => {
    expect(isVisibleTo(n('a'), false)).toBe(true);
    expect(isVisibleTo(n('a', { adminOnly: true }), false)).toBe(false);
    expect(isVisibleTo(n('a', { adminOnly: true }), true)).toBe(true);
  });
});

describe('prependLive', () => {
  it('puts a live notification on top', () => {
    expect(ids(prependLive([n('a', { minutesAgo: 5 })], n('b'), false))).toEqual(['b', 'a']);
  });

  it('ignores an id already listed, returning the same list', () => {
    const list = [n('a')];
    expect(prependLive(list, n('a', { text: 'again' }), false)).toBe(list);
  });

  it('ignores an admin-only notification for a non-admin', () => {
    const list = [n('a')];
    expect(prependLive(list, n('b', { adminOnly: true }), false)).toBe(list);
  });
});

describe('markViewed', () => {
  it('marks one notification viewed and leaves the others', () => {
    const list = markViewed([n('a'), n('b')], 'a');
    expect(list.map((x) => x.viewed)).toEqual([true, false]);
  });

  it('returns the same list for an unknown or already viewed id', () => {
    const list = [n('a', { viewed: true })];
    expect(markViewed(list, 'a')).toBe(list);
    expect(markViewed(list, 'zzz')).toBe(list);
  });
});

describe('markAllViewed', () => {
  it('marks every active unviewed notification and reports those ids as the rollback set', () => {
    const { list, changed } = markAllViewed([n('a'), n('b', { viewed: true }), n('c')]);
    expect(changed).toEqual(['a', 'c']);
    expect(list.every((x) => x.viewed)).toBe(true);
  });

  it('leaves dismissed notifications as they are', () => {
    const { list, changed } = markAllViewed([n('a'), n('gone', { dismissed: true })]);
    expect(changed).toEqual(['a']);
    expect(list.find((x) => x.id === 'gone')?.viewed).toBe(false);
  });

  it('changes nothing when everything is viewed', () => {
    const before = [n('a', { viewed: true })];
    expect(markAllViewed(before)).toEqual({ list: before, changed: [] });
    expect(markAllViewed(before).list).toBe(before);
  });
});

describe('rollbackViewed', () => {
  it('rolls back only the items whose call failed', () => {
    const { list } = markAllViewed([n('a'), n('b'), n('c')]);
    expect(rollbackViewed(list, ['b']).map((x) => [x.id, x.viewed])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
  });

  it('returns the same list when no failed item is still viewed', () => {
    const list = [n('a')];
    expect(rollbackViewed(list, ['a', 'deleted-meanwhile'])).toBe(list);
  });
});

describe('dismiss', () => {
  it('moves a notification to the dismissed list, keeping its viewed flag', () => {
    const list = dismiss([n('a'), n('b')], 'a');
    expect(ids(activeOf(list))).toEqual(['b']);
    expect(dismissedOf(list)).toEqual([n('a', { dismissed: true })]);
  });

  it('returns the same list when already dismissed', () => {
    const list = [n('a', { dismissed: true })];
    expect(dismiss(list, 'a')).toBe(list);
  });
});

describe('restore', () => {
  it('brings a dismissed notification back, viewed (SPEC §4)', () => {
    const [restored] = restore([n('a', { dismissed: true })], 'a');
    expect(restored).toMatchObject({ dismissed: false, viewed: true });
  });

  it('returns the same list for an active, viewed notification', () => {
    const list = [n('a', { viewed: true })];
    expect(restore(list, 'a')).toBe(list);
  });
});

describe('remove', () => {
  it('deletes a notification', () => {
    expect(ids(remove([n('a'), n('b')], 'a'))).toEqual(['b']);
  });

  it('returns the same list for an unknown id', () => {
    const list = [n('a')];
    expect(remove(list, 'zzz')).toBe(list);
  });
});

describe('putBack', () => {
  it('undoes a step on a notification still listed', () => {
    const before = n('a');
    expect(putBack(dismiss([before], 'a'), before)).toEqual([before]);
  });

  it('re-inserts a deleted notification in its place by date', () => {
    const middle = n('mid', { minutesAgo: 10 });
    const list = [n('new', { minutesAgo: 1 }), n('old', { minutesAgo: 30 })];
    expect(ids(putBack(list, middle))).toEqual(['new', 'mid', 'old']);
    expect(ids(putBack(list, n('oldest', { minutesAgo: 99 })))).toEqual(['new', 'old', 'oldest']);
  });
});

describe('unviewedCountOf', () => {
  it('counts active notifications not yet viewed', () => {
    expect(unviewedCountOf([n('a'), n('b', { viewed: true }), n('c', { dismissed: true }), n('d')])).toBe(2);
  });
});
