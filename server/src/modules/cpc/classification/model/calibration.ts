/**
 * Calibrated confidences: a logistic regression (Platt scaling widened to several signals) fitted on
 * documents held out of training, mapping what the signals say about one candidate subclass to the
 * probability that it is one of the document's subclasses. A score of 0.7 is then right about 70 % of the time.
 */
export interface CandidateSignals {
  /** The model's probability for the subclass (0..1). */
  model: number;
  /** The subclass's share of the nearest documents' votes (0..1). */
  neighbours: number;
  /** The subclass's share of the scheme-title matches (0..1). */
  titles: number;
}

export interface Calibration {
  /** Bias first, then one weight per feature of `features()`. */
  weights: number[];
  /** Held-out candidates it was fitted on. */
  samples: number;
}

const features = (s: CandidateSignals): number[] => [1, Math.log(s.model + 1e-4), s.model, Math.sqrt(s.neighbours), s.titles];

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

export function calibratedScore(calibration: Calibration, signals: CandidateSignals): number {
  const x = features(signals);
  return sigmoid(x.reduce((z, v, i) => z + v * calibration.weights[i]!, 0));
}

/** Solves A x = b (small, symmetric positive definite after the ridge) by Gaussian elimination. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) x[r] = (m[r]![n]! - m[r]!.slice(r + 1, n).reduce((s, v, k) => s + v * x[r + 1 + k]!, 0)) / m[r]![r]!;
  return x;
}

/** Newton's method on the log-loss with a small ridge (keeps it finite when a signal separates perfectly). */
export function fitCalibration(samples: readonly { signals: CandidateSignals; hit: boolean }[], iterations = 25, ridge = 1e-3): Calibration {
  const xs = samples.map((s) => features(s.signals));
  const ys = samples.map((s) => (s.hit ? 1 : 0));
  const d = features({ model: 0, neighbours: 0, titles: 0 }).length;
  let w = new Array<number>(d).fill(0);
  for (let it = 0; it < iterations; it++) {
    const grad = w.map((v) => ridge * v);
    const hess = Array.from({ length: d }, (_, i) => Array.from({ length: d }, (_, j) => (i === j ? ridge : 0)));
    xs.forEach((x, n) => {
      const p = sigmoid(x.reduce((z, v, i) => z + v * w[i]!, 0));
      const r = p * (1 - p);
      for (let i = 0; i < d; i++) {
        grad[i]! += (p - ys[n]!) * x[i]!;
        for (let j = 0; j < d; j++) hess[i]![j]! += r * x[i]! * x[j]!;
      }
    });
    const step = solve(hess, grad);
    w = w.map((v, i) => v - step[i]!);
    if (step.every((s) => Math.abs(s) < 1e-8)) break;
  }
  return { weights: w, samples: samples.length };
}

export interface ReliabilityBin {
  /** Scores in [from, to). */
  from: number;
  to: number;
  count: number;
  meanScore: number;
  /** Share of those predictions that were right. */
  observed: number;
}

/** Predictions grouped by score in `bins` equal ranges: calibrated scores have observed ≈ meanScore in every bin. */
export function reliabilityTable(predictions: readonly { score: number; hit: boolean }[], bins = 10): ReliabilityBin[] {
  return Array.from({ length: bins }, (_, b) => {
    const from = b / bins;
    const to = (b + 1) / bins;
    const inBin = predictions.filter((p) => p.score >= from && (p.score < to || (b === bins - 1 && p.score <= 1)));
    const count = inBin.length;
    return {
      from,
      to,
      count,
      meanScore: count ? inBin.reduce((s, p) => s + p.score, 0) / count : 0,
      observed: count ? inBin.filter((p) => p.hit).length / count : 0,
    };
  });
}

/** Expected calibration error: the count-weighted gap between score and observed accuracy. */
export const calibrationError = (table: readonly ReliabilityBin[]): number => {
  const total = table.reduce((s, b) => s + b.count, 0);
  return total ? table.reduce((s, b) => s + (b.count / total) * Math.abs(b.meanScore - b.observed), 0) : 0;
};
