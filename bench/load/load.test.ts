import { MIX, shareUsers } from './mix';
import { startOffsets } from './drive';
import { callStats } from './latency-stats';
import { parseProcSample } from './proc-usage';

describe('shareUsers', () => {
  it('gives every call at least one user and adds up exactly', () => {
    const shares = shareUsers(MIX, 200);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(200);
    expect(Math.min(...shares.values())).toBeGreaterThanOrEqual(1);
    expect(shares.get('license-info')!).toBeGreaterThan(shares.get('upload')!);
  });

  it('splits by weight with the largest remainders', () => {
    const shares = shareUsers([{ name: 'a', weight: 1 }, { name: 'b', weight: 1 }, { name: 'c', weight: 1 }], 10);
    expect([...shares.values()].sort()).toEqual([3, 3, 4]);
  });

  it('refuses fewer users than calls', () => {
    expect(() => shareUsers(MIX, 3)).toThrow(/at least 7 users/);
  });
});

describe('callStats', () => {
  it('reports rate and nearest-rank percentiles', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(callStats('x', latencies, 2, 10)).toEqual({ name: 'x', requests: 100, errors: 2, perSecond: 10, p50: 50, p95: 95, p99: 99 });
  });

  it('keeps a call with no answers visible instead of throwing', () => {
    expect(callStats('x', [], 5, 10).p99).toBeNaN();
  });
});

describe('parseProcSample', () => {
  it('reads utime+stime past a command name with spaces and parentheses, and VmRSS', () => {
    const stat = '4242 (node (main) x) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 50 0 0 20 0 11 0 100 0 0';
    expect(parseProcSample(stat, 'Name:\tnode\nVmRSS:\t  123456 kB\n')).toEqual({ cpuSeconds: 3, rssBytes: 123456 * 1024 });
  });
});

describe('MIX', () => {
  it('gives every write an overall rate and no read one (reads are paced per user)', () => {
    for (const call of MIX) expect(call.ratePerSecond !== undefined).toBe(call.kind === 'write');
  });
});

describe('startOffsets', () => {
  it('starts each paced user at its own moment of the first period', () => {
    const draws = [0, 0.25, 0.999];
    expect(startOffsets(3, 1000, () => draws.shift()!)).toEqual([0, 250, 999]);
  });

  it('spreads many users over the whole period instead of one tick', () => {
    const offsets = startOffsets(1000, 1000);
    expect(Math.min(...offsets)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...offsets)).toBeLessThan(1000);
    expect(new Set(offsets).size).toBeGreaterThan(500);
  });
});
