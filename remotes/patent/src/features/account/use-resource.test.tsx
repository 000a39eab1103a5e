import { act, renderHook, waitFor } from '@testing-library/react';
import { REMEMBERED_MAX, recall, remember } from './remembered-resources';
import { useResource } from './use-resource';

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('useResource rememberAs', () => {
  it('starts loading the first time, then shows the remembered answer at once while it loads again', async () => {
    const first = deferred<string[]>();
    const load = jest.fn(() => first.promise);
    const a = renderHook(() => useResource(load, { rememberAs: 'list:u1:' }));
    expect(a.result.current.status).toBe('loading');
    await act(async () => first.resolve(['one']));
    a.unmount();

    const second = deferred<string[]>();
    load.mockImplementation(() => second.promise);
    const b = renderHook(() => useResource(load, { rememberAs: 'list:u1:' }));
    expect(b.result.current).toMatchObject({ status: 'ready', data: ['one'] });
    await act(async () => second.resolve(['one', 'two']));
    expect(b.result.current).toMatchObject({ status: 'ready', data: ['one', 'two'] });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('remembers changes made in place, and nothing under another key or without one', async () => {
    const load = jest.fn(async () => ['a', 'b']);
    const view = renderHook(() => useResource(load, { rememberAs: 'list:u2:org1' }));
    await waitFor(() => expect(view.result.current.status).toBe('ready'));
    act(() => view.result.current.update((list) => list.filter((x) => x !== 'a')));
    expect(recall('list:u2:org1')).toEqual({ data: ['b'] });
    expect(recall('list:u3:org1')).toBeUndefined();

    const other = renderHook(() => useResource(load, { rememberAs: 'list:u3:org1' }));
    expect(other.result.current.status).toBe('loading');
    const plain = renderHook(() => useResource(load));
    expect(plain.result.current.status).toBe('loading');
    await waitFor(() => expect(plain.result.current.status).toBe('ready'));
  });

  it(`keeps the ${REMEMBERED_MAX} most recent answers`, () => {
    for (let i = 0; i <= REMEMBERED_MAX; i++) remember(`k${i}`, i);
    expect(recall('k0')).toBeUndefined();
    expect(recall(`k${REMEMBERED_MAX}`)).toEqual({ data: REMEMBERED_MAX });
  });
});
