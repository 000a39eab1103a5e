import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on every Linux we run on). */
const TICKS_PER_SECOND = 100;

export interface ProcSample {
  /** utime + stime in seconds. */
  cpuSeconds: number;
  rssBytes: number;
}

/** Parses /proc/<pid>/stat and /proc/<pid>/status text; the command name may contain spaces and parentheses. */
export function parseProcSample(stat: string, status: string): ProcSample {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After "pid (comm) ", field 3 (state) is index 0, so utime (14) and stime (15) are 11 and 12.
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  const rss = /^VmRSS:\s+(\d+) kB/m.exec(status);
  return { cpuSeconds, rssBytes: rss ? Number(rss[1]) * 1024 : 0 };
}

export function sampleProcess(pid: number): ProcSample | null {
  try {
    return parseProcSample(readFileSync(`/proc/${pid}/stat`, 'utf8'), readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return null; // the process has gone
  }
}

export interface UsageSummary {
  /** Average CPU over the window, in cores (1.0 = one core busy), summed over the processes. */
  cpuCores: number;
  /** Highest summed resident memory seen. */
  peakRssBytes: number;
}

/** Samples the processes every `everyMs` until stopped; CPU is the difference between the first and last sample. */
export function watchUsage(pids: readonly number[], everyMs = 500): { stop(): UsageSummary } {
  const startedAt = Date.now();
  const cpuAt = (samples: (ProcSample | null)[]) => samples.reduce((sum, s) => sum + (s?.cpuSeconds ?? 0), 0);
  const first = cpuAt(pids.map(sampleProcess));
  let peakRssBytes = 0;
  let last = first;
  const tick = () => {
    const samples = pids.map(sampleProcess);
    last = cpuAt(samples);
    peakRssBytes = Math.max(peakRssBytes, samples.reduce((sum, s) => sum + (s?.rssBytes ?? 0), 0));
  };
  tick();
  const timer = setInterval(tick, everyMs);
  return {
    stop() {
      clearInterval(timer);
      tick();
      const seconds = (Date.now() - startedAt) / 1000;
      return { cpuCores: seconds > 0 ? (last - first) / seconds : 0, peakRssBytes };
    },
  };
}
