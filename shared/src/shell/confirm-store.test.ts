import { getDefaultStore } from 'jotai';
import { acceptConfirm, cancelConfirm, confirm, confirmDialogAtom, confirmWithInput, setConfirmInput, useConfirm } from './confirm-store';
import { CLOSE_TAB_CHECK_MS } from './close-tab';

const dialog = () => getDefaultStore().get(confirmDialogAtom);

function deferred() {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('confirm store', () => {
  afterEach(() => {
    // Leave no dialog open for the next test.
    cancelConfirm();
  });

  it('opens the dialog with the request and its defaults', () => {
    void confirm({ title: 'Delete?', type: 'danger' });
    expect(dialog()).toMatchObject({ open: true, request: { title: 'Delete?', type: 'danger', message: 'Are you sure you want to proceed?' } });
  });

  it('resolves true on confirm and closes', async () => {
    const answer = confirm();
    await acceptConfirm();
    await expect(answer).resolves.toBe(true);
    expect(dialog().open).toBe(false);
  });

  it('resolves false on cancel (also the backdrop, close icon and Escape) and closes', async () => {
    const answer = confirm();
    cancelConfirm();
    await expect(answer).resolves.toBe(false);
    expect(dialog().open).toBe(false);
  });

  it('cancels the previous request when a new one opens', async () => {
    const first = confirm({ title: 'first' });
    const second = confirm({ title: 'second' });
    await expect(first).resolves.toBe(false);
    expect(dialog().request.title).toBe('second');
    await acceptConfirm();
    await expect(second).resolves.toBe(true);
  });

  it('keeps the dialog open and shows the error when the required input is empty', async () => {
    let settled = false;
    void confirm({ requiresInput: true }).then(() => (settled = true));
    setConfirmInput('   ');
    await acceptConfirm();
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(dialog()).toMatchObject({ open: true, inputError: 'This field is required' });
  });

  it('hands the trimmed input to confirmWithInput and resets it on close', async () => {
    const answer = confirmWithInput({ title: 'Reason' });
    expect(dialog().request.requiresInput).toBe(true);
    setConfirmInput('  too expensive ');
    await acceptConfirm();
    await expect(answer).resolves.toBe('too expensive');
    expect(dialog()).toMatchObject({ open: false, input: '', inputError: null });
  });

  it('resolves null from confirmWithInput on cancel', async () => {
    const answer = confirmWithInput();
    setConfirmInput('draft');
    cancelConfirm();
    await expect(answer).resolves.toBeNull();
  });

  it('shows the loading state while onConfirm runs and ignores cancel meanwhile', async () => {
    const work = deferred();
    const onConfirm = jest.fn(() => work.promise);
    const answer = confirm({ onConfirm, requiresInput: true });
    setConfirmInput('note');
    const accepting = acceptConfirm();
    expect(dialog()).toMatchObject({ open: true, loading: true });
    expect(onConfirm).toHaveBeenCalledWith('note');
    cancelConfirm();
    await acceptConfirm();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(true);
    work.resolve();
    await accepting;
    await expect(answer).resolves.toBe(true);
    expect(dialog()).toMatchObject({ open: false, loading: false });
  });

  it('stays open with the error when onConfirm fails, and can still be cancelled', async () => {
    const answer = confirm({ onConfirm: () => Promise.reject(new Error('Server down')) });
    await acceptConfirm();
    expect(dialog()).toMatchObject({ open: true, loading: false, actionError: 'Server down' });
    cancelConfirm();
    await expect(answer).resolves.toBe(false);
  });

  it('exposes the API through the hook', () => {
    expect(useConfirm()).toEqual({ confirm, confirmWithInput });
  });

  describe('autoCloseTab', () => {
    const g = globalThis as { window?: unknown };
    let calls: string[];

    beforeEach(() => {
      jest.useFakeTimers();
      calls = [];
      g.window = {
        closed: false,
        close: () => calls.push('close'),
        history: { length: 1, back: () => calls.push('back') },
        location: { assign: (url: string) => calls.push(`assign:${url}`) },
        setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      };
    });
    afterEach(() => {
      delete g.window;
      jest.useRealTimers();
    });

    it('closes the tab after confirm, falling back to a blank page', async () => {
      const answer = confirm({ autoCloseTab: true });
      await acceptConfirm();
      await expect(answer).resolves.toBe(true);
      expect(calls).toEqual(['close']);
      jest.advanceTimersByTime(CLOSE_TAB_CHECK_MS);
      expect(calls).toEqual(['close', 'assign:about:blank']);
    });

    it('closes the tab after cancel too', async () => {
      const answer = confirm({ autoCloseTab: true });
      cancelConfirm();
      await expect(answer).resolves.toBe(false);
      expect(calls).toEqual(['close']);
    });

    it('leaves the tab alone without autoCloseTab', async () => {
      const answer = confirm();
      cancelConfirm();
      await answer;
      jest.advanceTimersByTime(CLOSE_TAB_CHECK_MS);
      expect(calls).toEqual([]);
    });
  });
});
