import { getDefaultStore } from 'jotai';
import { TOAST_DEFAULT_DURATION_MS } from './toast-queue';
import { removeToast, showToast, toast, toastsAtom, updateToastProgress, useToast } from './toast-store';

const visible = () => getDefaultStore().get(toastsAtom);
const messages = () => visible().map((t) => t.message);

describe('toast store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    getDefaultStore().set(toastsAtom, []);
  });
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  it('adds a toast with its type colour and returns its id', () => {
    const id = toast.success('Saved');
    expect(visible()).toEqual([expect.objectContaining({ id, message: 'Saved', type: 'success', color: 'green', progress: null })]);
  });

  it('removes a toast after the default 5000 ms, not before', () => {
    toast.info('Hello');
    jest.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
    expect(messages()).toEqual(['Hello']);
    jest.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('honours a custom duration', () => {
    toast.warning('Short', { durationMs: 1000 });
    jest.advanceTimersByTime(1000);
    expect(messages()).toEqual([]);
  });

  it('keeps at most three toasts and drops the oldest', () => {
    ['one', 'two', 'three', 'four'].forEach((m) => toast.info(m));
    expect(messages()).toEqual(['two', 'three', 'four']);
  });

  it('cancels the timer of a dropped toast so it cannot remove a later toast with its id', () => {
    toast.info('old', { id: 'x' });
    ['a', 'b', 'c'].forEach((m) => toast.info(m));
    toast.info('new', { id: 'x', durationMs: 60_000 });
    jest.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS);
    expect(messages()).toEqual(['new']);
  });

  it('lets the user remove a toast before its timeout', () => {
    const id = toast.error('Failed');
    removeToast(id);
    expect(messages()).toEqual([]);
    removeToast(id);
    expect(messages()).toEqual([]);
  });

  it('gives a progress toast no timeout and updates it in place', () => {
    toast.info('first');
    const id = toast.progress('Uploading', 10);
    toast.info('last');
    jest.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS);
    expect(visible()).toEqual([expect.objectContaining({ id, type: 'progress', color: 'purple', progress: 10 })]);
    updateToastProgress(id, 60, 'Uploading 60%');
    jest.advanceTimersByTime(60_000);
    expect(visible()).toEqual([expect.objectContaining({ id, progress: 60, message: 'Uploading 60%' })]);
  });

  it('starts a progress toast at 0 and clamps updates to 0–100', () => {
    const id = showToast('Working', 'progress');
    expect(visible()[0]?.progress).toBe(0);
    updateToastProgress(id, 250);
    expect(visible()[0]?.progress).toBe(100);
    expect(visible()[0]?.message).toBe('Working');
  });

  it('does not bring back a progress toast that is gone when it is updated', () => {
    const dropped = toast.progress('Uploading', 10);
    ['a', 'b', 'c'].forEach((m) => toast.info(m));
    updateToastProgress(dropped, 50, 'Uploading 50%');
    expect(messages()).toEqual(['a', 'b', 'c']);
    const closed = toast.progress('Indexing', 10);
    removeToast(closed);
    updateToastProgress(closed, 60);
    expect(messages()).toEqual(['b', 'c']);
  });

  it('replaces a toast shown again with the same id and restarts its timer', () => {
    toast.info('v1', { id: 'same' });
    jest.advanceTimersByTime(4000);
    toast.info('v2', { id: 'same' });
    jest.advanceTimersByTime(4000);
    expect(messages()).toEqual(['v2']);
    jest.advanceTimersByTime(1000);
    expect(messages()).toEqual([]);
  });

  it('exposes the same API through the hook', () => {
    expect(useToast()).toBe(toast);
  });
});
