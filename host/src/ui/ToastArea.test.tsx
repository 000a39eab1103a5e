import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { toast, toastsAtom } from '@iprism/shared/shell';
import { ToastArea } from './ToastArea';

describe('ToastArea', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    getDefaultStore().set(toastsAtom, []);
  });
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  it('renders each toast with its type, colour and message', () => {
    render(<ToastArea />);
    act(() => {
      toast.success('Saved');
      toast.warning('Careful');
    });
    const cards = screen.getAllByTestId('toast');
    expect(cards.map((c) => [c.dataset.type, c.dataset.color])).toEqual([
      ['success', 'green'],
      ['warning', 'yellow'],
    ]);
    expect(cards[0]).toHaveTextContent('Saved');
  });

  it('announces errors assertively and everything else politely', () => {
    render(<ToastArea />);
    act(() => {
      toast.info('FYI');
      toast.error('Failed to load notifications');
    });
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });

  it('shows at most three, dropping the oldest', () => {
    render(<ToastArea />);
    act(() => ['1', '2', '3', '4'].forEach((n) => toast.info(`Toast ${n}`)));
    expect(screen.getAllByTestId('toast-message').map((m) => m.textContent)).toEqual(['Toast 2', 'Toast 3', 'Toast 4']);
  });

  it('dismisses a toast with its close button', () => {
    render(<ToastArea />);
    act(() => void toast.info('Bye'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('disappears after 5 s', () => {
    render(<ToastArea />);
    act(() => void toast.info('Soon gone'));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows a progress bar that updates in place', () => {
    render(<ToastArea />);
    let id = '';
    act(() => {
      id = toast.progress('Uploading', 20);
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    act(() => toast.update(id, 75));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('75%')).toBeInTheDocument();
  });
});
