import { settleEach } from './settle-each';

describe('settleEach', () => {
  it('calls once per id and resolves the failed ids in the order given', async () => {
    const call = jest.fn(async (id: string) => {
      if (id === 'b' || id === 'd') throw new Error(id);
    });
    await expect(settleEach(['a', 'b', 'c', 'd'], call, 2)).resolves.toEqual(['b', 'd']);
    expect(call.mock.calls.map(([id]) => id).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('runs at most `concurrency` calls at a time', async () => {
    let running = 0;
    let peak = 0;
    const call = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
    };
    await settleEach(['a', 'b', 'c', 'd', 'e'], call, 2);
    expect(peak).toBe(2);
  });

  it('resolves an empty list without calling', async () => {
    const call = jest.fn();
    await expect(settleEach([], call, 4)).resolves.toEqual([]);
    expect(call).not.toHaveBeenCalled();
  });
});
