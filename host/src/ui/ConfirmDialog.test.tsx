import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { cancelConfirm, confirm, confirmWithInput } from '@iprism/shared/shell';
import { ConfirmDialog } from './ConfirmDialog';

function open<T>(ask: () => Promise<T>): Promise<T> {
  let answer!: Promise<T>;
  act(() => {
    answer = ask();
  });
  return answer;
}

const confirmButton = () => screen.getByTestId('confirm-dialog-confirm');

describe('ConfirmDialog', () => {
  afterEach(() => act(() => cancelConfirm()));

  it('shows the defaults and resolves true on confirm', async () => {
    render(<ConfirmDialog />);
    const answer = open(() => confirm());
    expect(screen.getByRole('dialog', { name: 'Confirm Action' })).toHaveTextContent('Are you sure you want to proceed?');
    expect(confirmButton()).toHaveTextContent('Confirm');
    expect(confirmButton()).toHaveAttribute('data-color', 'primary');
    fireEvent.click(confirmButton());
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false from the cancel button and from the close icon', async () => {
    render(<ConfirmDialog />);
    const first = open(() => confirm({ cancelText: 'Keep it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await expect(first).resolves.toBe(false);
    const second = open(() => confirm());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(second).resolves.toBe(false);
  });

  it.each([
    ['danger', 'error', 'danger'],
    ['error', 'error', 'error'],
    ['warning', 'warning', 'warning'],
    ['success', 'success', 'success'],
    ['info', 'primary', 'info'],
  ] as const)('colours a %s dialog %s with the %s icon', (type, color, icon) => {
    render(<ConfirmDialog />);
    void open(() => confirm({ type }));
    expect(confirmButton()).toHaveAttribute('data-color', color);
    expect(confirmButton().className).toContain(`MuiButton-color${color[0]?.toUpperCase()}${color.slice(1)}`);
    expect(screen.getByTestId('confirm-dialog-icon')).toHaveAttribute('data-icon', icon);
  });

  it('requires input: disabled while blank, error on Ctrl+Enter, resolves the text', async () => {
    render(<ConfirmDialog />);
    const answer = open(() => confirmWithInput({ title: 'Reject' }));
    const input = screen.getByLabelText(/Please provide details:/);
    expect(confirmButton()).toBeDisabled();
    fireEvent.change(input, { target: { value: '   ' } });
    expect(confirmButton()).toBeDisabled();
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'Out of scope' } });
    expect(screen.queryByText('This field is required')).toBeNull();
    fireEvent.click(confirmButton());
    await expect(answer).resolves.toBe('Out of scope');
  });

  it("shows 'Processing...' and disables both buttons while onConfirm runs", async () => {
    let finish!: () => void;
    const onConfirm = () => new Promise<void>((r) => (finish = r));
    render(<ConfirmDialog />);
    const answer = open(() => confirm({ onConfirm }));
    fireEvent.click(confirmButton());
    expect(confirmButton()).toHaveTextContent('Processing...');
    expect(confirmButton()).toBeDisabled();
    expect(screen.getByTestId('confirm-dialog-cancel')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await act(async () => finish());
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the error of a failed onConfirm and stays open', async () => {
    render(<ConfirmDialog />);
    void open(() => confirm({ onConfirm: () => Promise.reject(new Error('Server down')) }));
    await act(async () => fireEvent.click(confirmButton()));
    expect(screen.getByTestId('confirm-dialog-error')).toHaveTextContent('Server down');
    expect(confirmButton()).toBeEnabled();
  });
});
