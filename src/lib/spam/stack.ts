/**
 * How much each family of tokens counts: a weighted logistic regression of the label on the
 * families' evidence (./model.ts `familyEvidence`), fitted by Newton's method with a small ridge so
 * that it converges even when the corpus is separable. A family whose weight comes out below zero
 * is left out and the rest refitted: a weight below zero would turn a spam word into a sign of a
 * real enquiry. Deterministic: same rows, same weights. Server only.
 */
import 'server-only';
import { FAMILIES, type FamilyWeights } from './model';

export interface StackRow {
  evidence: FamilyWeights;
  spam: boolean;
  weight: number;
}

/** Ridge on the weights (not the bias), per unit of row weight. */
const RIDGE = 1e-3;
const MAX_STEPS = 50;
const CONVERGED = 1e-9;

/** Solves `a x = b` (a small symmetric positive-definite system) by Gaussian elimination. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1)
      if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const top = m[col]!;
    for (let row = col + 1; row < n; row += 1) {
      const factor = m[row]![col]! / top[col]!;
      for (let k = col; k <= n; k += 1) m[row]![k]! -= factor * top[k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row -= 1) {
    let sum = m[row]![n]!;
    for (let k = row + 1; k < n; k += 1) sum -= m[row]![k]! * x[k]!;
    x[row] = sum / m[row]![row]!;
  }
  return x;
}

/** Weighted ridge logistic regression on the families in `used`; x[0] is the bias. */
function fit(rows: readonly StackRow[], used: readonly (typeof FAMILIES)[number][]): number[] {
  const n = used.length + 1;
  const totalWeight = rows.reduce((sum, row) => sum + row.weight, 0);
  const ridge = RIDGE * totalWeight;
  let x = new Array<number>(n).fill(0);
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const gradient = new Array<number>(n).fill(0);
    const hessian = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (const row of rows) {
      const features = [1, ...used.map((family) => row.evidence[family])];
      const z = features.reduce((sum, value, i) => sum + value * x[i]!, 0);
      const p = 1 / (1 + Math.exp(-z));
      const error = p - (row.spam ? 1 : 0);
      const curve = Math.max(p * (1 - p), 1e-12) * row.weight;
      for (let i = 0; i < n; i += 1) {
        gradient[i]! += error * features[i]! * row.weight;
        for (let j = 0; j < n; j += 1) hessian[i]![j]! += curve * features[i]! * features[j]!;
      }
    }
    for (let i = 1; i < n; i += 1) {
      gradient[i]! += ridge * x[i]!;
      hessian[i]![i]! += ridge;
    }
    const change = solve(hessian, gradient);
    x = x.map((value, i) => value - change[i]!);
    if (change.reduce((sum, value) => sum + Math.abs(value), 0) < CONVERGED) break;
  }
  return x;
}

/** The families' weights and the bias that best tell spam from real messages in `rows`. */
export function fitFamilyWeights(rows: readonly StackRow[]): { weights: FamilyWeights; bias: number } {
  let used = [...FAMILIES];
  for (;;) {
    const x = fit(rows, used);
    const negative = used.filter((_, i) => x[i + 1]! < 0);
    if (negative.length === 0) {
      const weights: FamilyWeights = { word: 0, pair: 0, piece: 0, link: 0, sender: 0, signal: 0 };
      used.forEach((family, i) => (weights[family] = x[i + 1]!));
      return { weights, bias: x[0]! };
    }
    used = used.filter((family) => !negative.includes(family));
  }
}
