import { cpuPerPublish, formatTable, parseOptions, percentile, publishPlan, summarizeScenario } from './report';

describe('bench:realtime report', () => {
  it('parses the overrides and keeps the defaults for the rest', () => {
    expect(parseOptions([])).toEqual({ clients: [1000, 5000], rate: 10000, seconds: 10 });
    expect(parseOptions(['--clients=200', '--rate=500'])).toEqual({ clients: [200], rate: 500, seconds: 10 });
    expect(() => parseOptions(['--clients=abc'])).toThrow('positive numbers');
    expect(() => parseOptions(['--rate=1,2'])).toThrow('one number');
    expect(() => parseOptions(['--fast'])).toThrow('unknown argument --fast');
  });

  it('plans publishes so every client gets rate / clients events per second', () => {
    expect(publishPlan({ rate: 10000, seconds: 10 }, 5000)).toEqual({ count: 20, intervalMs: 500 });
    expect(publishPlan({ rate: 10000, seconds: 10 }, 1000)).toEqual({ count: 100, intervalMs: 100 });
  });

  it('splits the measured CPU per publish and the wall time it needs at least on the cores', () => {
    expect(cpuPerPublish(2000, 3000, 20, 2)).toEqual({ serverMs: 100, clientMs: 150, wallMs: 125 });
  });

  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarises a scenario: rate over the window, latency order statistics, memory per client, CPU per delivery', () => {
    const row = summarizeScenario({
      label: 'one node',
      clients: 4,
      opened: 4,
      published: 2,
      publishStart: 1000,
      lastReceive: 3000,
      latencies: [9, 1, 5, 3, 2, 8, 4, 6],
      rssDelta: 4 * 1024 * 10,
      heapDelta: 4 * 1024 * 5,
      disconnects: 0,
      serverCpuMs: 0.1,
      clientCpuMs: 0.2,
    });
    expect(row).toMatchObject({ expected: 8, delivered: 8, perSecond: 4, p50: 4, p99: 9, max: 9, rssKbPerConn: 10, heapKbPerConn: 5, serverCpuUs: 12.5, clientCpuUs: 25 });
    const table = formatTable([row]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[2]).toBe('| one node | 4/4 | 8/8 | 4 | 4 | 9 | 9 | 10.0 | 5.0 | 0 | 12.5 | 25.0 |');
  });
});
