import { act, renderHook } from '@testing-library/react';
import { LOADING_MIN_DISPLAY_MS, LOADING_SHOW_DELAY_MS, remainingDisplayMs, useDelayedIndicator, useMinimumDisplay } from './min-display';

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

describe('useDelayedIndicator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const render = (loading: boolean) => renderHook(({ loading }) => useDelayedIndicator(loading), { initialProps: { loading } });

  it('shows nothing for a wait shorter than 100 ms', () => {
    const { result, rerender } = render(true);
    expect(result.current).toEqual({ waiting: true, indicator: false });
    act(() => jest.advanceTimersByTime(LOADING_SHOW_DELAY_MS - 1));
    expect(result.current.indicator).toBe(false);
    rerender({ loading: false });
    expect(result.current).toEqual({ waiting: false, indicator: false });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.indicator).toBe(false);
  });

  it('shows the indicator once a wait passes 100 ms, then keeps it up for 200 ms', () => {
    const { result, rerender } = render(true);
    act(() => jest.advanceTimersByTime(LOADING_SHOW_DELAY_MS));
    expect(result.current).toEqual({ waiting: true, indicator: true });
    act(() => jest.advanceTimersByTime(20));
    rerender({ loading: false });
    expect(result.current).toEqual({ waiting: true, indicator: true });
    act(() => jest.advanceTimersByTime(LOADING_MIN_DISPLAY_MS - 21));
    expect(result.current.indicator).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toEqual({ waiting: false, indicator: false });
  });

  it('starts the delay again for the next wait', () => {
    const { result, rerender } = render(true);
    act(() => jest.advanceTimersByTime(50));
    rerender({ loading: false });
    rerender({ loading: true });
    act(() => jest.advanceTimersByTime(60));
    expect(result.current.indicator).toBe(false);
    act(() => jest.advanceTimersByTime(40));
    expect(result.current.indicator).toBe(true);
  });
});
