export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** Median of the values (mean of the two middle ones for an even count); the input is not reordered. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] as number) + upper) / 2;
}

/** Median, min and max of repeated runs: the median is the figure, min–max shows the noise. */
export function summarize(values: readonly number[]): Summary {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), runs: values.length };
}
