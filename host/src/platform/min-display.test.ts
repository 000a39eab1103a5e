import { act, renderHook } from '@testing-library/react';
import { LOADING_MIN_DISPLAY_MS, remainingDisplayMs, useMinimumDisplay } from './min-display';

describe('remainingDisplayMs', () => {
  it('is 200 ms by default, counted from when the indicator appeared', () => {
    expect(LOADING_MIN_DISPLAY_MS).toBe(200);
    expect(remainingDisplayMs(1000, 1000)).toBe(200);
    expect(remainingDisplayMs(1000, 1150)).toBe(50);
  });

  it('is 0 once the minimum has passed', () => {
    expect(remainingDisplayMs(1000, 1200)).toBe(0);
    expect(remainingDisplayMs(1000, 5000)).toBe(0);
  });

  it('takes a custom minimum', () => {
    expect(remainingDisplayMs(0, 100, 500)).toBe(400);
  });
});

describe('useMinimumDisplay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays visible for 200 ms when loading ends quickly', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumDisplay(loading), { initialProps: { loading: true } });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(50));
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(149));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('hides at once when loading took longer than the minimum', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumDisplay(loading), { initialProps: { loading: true } });
    act(() => jest.advanceTimersByTime(500));
    rerender({ loading: false });
    act(() => jest.advanceTimersByTime(0));
    expect(result.current).toBe(false);
  });

  it('shows nothing when it never loaded', () => {
    const { result } = renderHook(() => useMinimumDisplay(false));
    expect(result.current).toBe(false);
  });

  it('appears as soon as loading starts later', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumDisplay(loading), { initialProps: { loading: false } });
    rerender({ loading: true });
    expect(result.current).toBe(true);
    rerender({ loading: false });
    act(() => jest.advanceTimersByTime(199));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('keeps the first start time when loading resumes within the minimum', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumDisplay(loading, 300), { initialProps: { loading: true } });
    act(() => jest.advanceTimersByTime(100));
    rerender({ loading: false });
    act(() => jest.advanceTimersByTime(100));
    rerender({ loading: true });
    rerender({ loading: false });
    act(() => jest.advanceTimersByTime(99));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });
});
