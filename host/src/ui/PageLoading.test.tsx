import { act, render, screen } from '@testing-library/react';
import { PageLoading } from './PageLoading';

describe('PageLoading', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the logo spinner as an accessible status', () => {
    render(<PageLoading />);
    expect(screen.getByRole('status', { name: 'Loading content' })).toBeInTheDocument();
  });

  it('keeps the spinner up for 200 ms before showing the content', () => {
    const { rerender } = render(<PageLoading loading>content</PageLoading>);
    rerender(<PageLoading loading={false}>content</PageLoading>);
    expect(screen.queryByText('content')).toBeNull();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
