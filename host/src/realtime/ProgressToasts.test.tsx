import { act, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { TOAST_DEFAULT_DURATION_MS, toastsAtom } from '@iprism/shared/shell';
import { progressAtoms } from '@iprism/shared/realtime';
import { ToastArea } from '../ui/ToastArea';
import { ProgressToasts } from './ProgressToasts';

// The real page atoms in the default store, as the socket client writes them.
const store = getDefaultStore();
const publish = (payload: Record<string, unknown>) => act(() => void store.set(progressAtoms.applyProgressAtom, { applicationId: 'app-1', stage: 'report', ...payload }));
const cards = () => screen.queryAllByTestId('toast');
const toastIds = () => store.get(toastsAtom).map((t) => t.id);

function renderShell() {
  return render(
    <>
      <ProgressToasts />
      <ToastArea />
    </>,
  );
}

describe('ProgressToasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    store.set(progressAtoms.clearAllProgressAtom);
    store.set(toastsAtom, []);
  });
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  it('shows one toast per running stage, updates it in place, then turns it into a short success toast', () => {
    renderShell();
    publish({ progress: 10, message: 'Extracting text…' });
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveAttribute('data-type', 'progress');
    expect(cards()[0]).toHaveAttribute('data-progress', '10');
    expect(cards()[0]).toHaveTextContent('Report — Extracting text…10%');
    const [id] = toastIds();

    publish({ progress: 42, message: 'Summarising' });
    expect(toastIds()).toEqual([id]);
    expect(cards()[0]).toHaveAttribute('data-progress', '42');
    expect(cards()[0]).toHaveTextContent('Report — Summarising42%');

    publish({ progress: 100, final: true, message: 'Report generated' });
    expect(toastIds()).toEqual([id]);
    expect(cards()[0]).toHaveAttribute('data-type', 'success');
    expect(cards()[0]).toHaveTextContent('Report ready');
    act(() => void jest.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS));
    expect(cards()).toHaveLength(0);
  });

  it('turns the toast into an error toast with the error message when the stage fails', () => {
    renderShell();
    publish({ progress: 30 });
    publish({ progress: -1, message: 'OCR timed out', task: { id: 't1', type: 'timeout' } });
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveAttribute('data-type', 'error');
    expect(cards()[0]).toHaveTextContent('Report failed: OCR timed out');
    act(() => void jest.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS));
    expect(cards()).toHaveLength(0);
  });

  it('never toasts a subtask', () => {
    renderShell();
    publish({ progress: 30, message: 'page 3', task: { id: 's1', type: 'subtask' } });
    expect(cards()).toHaveLength(0);
  });

  it('raises nothing for progress restored before mount, nor for a snapshot that finds it finished', () => {
    const earlier = Date.now() - 60_000;
    publish({ progress: 45, message: 'Searching', timestamp: earlier });
    renderShell();
    expect(cards()).toHaveLength(0);
    const stage = { stage: 'report', progress: 100, message: 'done', final: true, timestamp: Date.now(), error: false, errorMessage: null, errorType: null, tasks: {} };
    act(() => void store.set(progressAtoms.applySnapshotAtom, { applicationId: 'app-1', stages: [stage] }));
    expect(cards()).toHaveLength(0);
  });

  it('keeps to the three-toast limit and does not bring back a dropped progress toast on its updates', () => {
    renderShell();
    for (const applicationId of ['a', 'b', 'c', 'd']) publish({ applicationId, progress: 5 });
    expect(cards()).toHaveLength(3);
    const visible = toastIds();
    publish({ applicationId: 'a', progress: 50 });
    expect(toastIds()).toEqual(visible);
    publish({ applicationId: 'a', progress: 100 });
    expect(cards().map((c) => c.textContent)).toContain('Report ready');
  });

  it('removes the toasts when the progress is cleared (sign-out)', () => {
    renderShell();
    publish({ progress: 20 });
    act(() => void store.set(progressAtoms.clearAllProgressAtom));
    expect(cards()).toHaveLength(0);
  });
});
