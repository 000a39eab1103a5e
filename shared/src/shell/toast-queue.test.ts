import { TOAST_COLOR_BY_TYPE, TOAST_DEFAULT_DURATION_MS, TOAST_MAX_VISIBLE, clampPercent, dropToast, patchToast, pushToast, type Toast } from './toast-queue';

const make = (id: string, patch: Partial<Toast> = {}): Toast => ({ id, message: id, type: 'info', color: 'blue', progress: null, ...patch });

describe('toast queue', () => {
  it('uses the SPEC §9 constants: 5000 ms and 3 visible', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    expect(TOAST_MAX_VISIBLE).toBe(3);
  });

  it('maps each type to one of the five colours', () => {
    expect(TOAST_COLOR_BY_TYPE).toEqual({ success: 'green', error: 'red', warning: 'yellow', info: 'blue', progress: 'purple' });
  });

  it('appends below the limit and drops nothing', () => {
    const { queue, dropped } = pushToast([make('a'), make('b')], make('c'));
    expect(queue.map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(dropped).toEqual([]);
  });

  it('drops the oldest when a fourth arrives', () => {
    const { queue, dropped } = pushToast([make('a'), make('b'), make('c')], make('d'));
    expect(queue.map((t) => t.id)).toEqual(['b', 'c', 'd']);
    expect(dropped.map((t) => t.id)).toEqual(['a']);
  });

  it('honours a custom limit', () => {
    expect(pushToast([make('a'), make('b')], make('c'), 1).queue.map((t) => t.id)).toEqual(['c']);
  });

  it('replaces a toast with the same id instead of duplicating it', () => {
    const { queue, dropped } = pushToast([make('a'), make('b'), make('c')], make('b', { message: 'new' }));
    expect(queue.map((t) => `${t.id}:${t.message}`)).toEqual(['a:a', 'c:c', 'b:new']);
    expect(dropped).toEqual([]);
  });

  it('patches one toast in place and leaves the others untouched', () => {
    const before = [make('a'), make('b', { type: 'progress', progress: 10 })];
    const after = patchToast(before, 'b', { progress: 40 });
    expect(after.map((t) => t.id)).toEqual(['a', 'b']);
    expect(after[1]?.progress).toBe(40);
    expect(after[0]).toBe(before[0]);
    expect(before[1]?.progress).toBe(10);
  });

  it('drops a toast by id and ignores unknown ids', () => {
    expect(dropToast([make('a'), make('b')], 'a').map((t) => t.id)).toEqual(['b']);
    expect(dropToast([make('a')], 'zzz').map((t) => t.id)).toEqual(['a']);
  });

  it('clamps progress to 0–100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(42)).toBe(42);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
