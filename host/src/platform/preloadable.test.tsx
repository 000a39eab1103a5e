import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadable, usePreloadable, type Preloadable } from './preloadable';

const Screen = ({ label }: { label: string }) => <h1>{label}</h1>;

function View({ of, label }: { of: Preloadable<{ label: string }>; label: string }) {
  const Component = usePreloadable(of);
  return (
    <Suspense fallback={<p>loading</p>}>
      <Component label={label} />
    </Suspense>
  );
}

function deferred() {
  let resolve!: (c: ComponentType<{ label: string }>) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<ComponentType<{ label: string }>>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('preloadable', () => {
  it('loads once however often it is preloaded', async () => {
    const load = jest.fn(async () => Screen);
    const p = preloadable(load);
    await Promise.all([p.preload(), p.preload()]);
    await p.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(p.loaded()).toBe(Screen);
  });

  it('tries a failed load again', async () => {
    const load = jest.fn<Promise<typeof Screen>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Screen);
    const p = preloadable(load);
    await expect(p.preload()).rejects.toThrow('offline');
    await expect(p.preload()).resolves.toBe(Screen);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders a preloaded component in the first frame, without the fallback', async () => {
    const p = preloadable(async () => Screen);
    await p.preload();
    render(<View of={p} label="Frame" />);
    expect(screen.getByRole('heading', { name: 'Frame' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the fallback until the module is in, then the component', async () => {
    const pending = deferred();
    const p = preloadable(() => pending.promise);
    render(<View of={p} label="Late" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => pending.resolve(Screen));
    expect(screen.getByRole('heading', { name: 'Late' })).toBeInTheDocument();
  });

  it('takes a component another path already loaded', () => {
    const load = jest.fn(async () => Screen);
    const p = preloadable(load, () => Screen);
    render(<View of={p} label="Earlier" />);
    expect(screen.getByRole('heading', { name: 'Earlier' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('renders the new component when it is given another one', async () => {
    const first = preloadable(async () => Screen);
    const second = preloadable(async () => ({ label }: { label: string }) => <h2>{label}</h2>);
    await Promise.all([first.preload(), second.preload()]);
    const { rerender } = render(<View of={first} label="One" />);
    rerender(<View of={second} label="Two" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Two' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
