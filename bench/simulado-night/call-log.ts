/** The calls of a step: each HTTP request's time and status by call kind, and each operation as a learner felt it. */

export interface CallFigures {
  kind: string;
  calls: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Network failures, timeouts and unexpected statuses. */
  errors: number;
  /** p99 of the operation as the learner felt it: from the first try to the answer kept, retries included. */
  feltP99Ms: number;
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

class Series {
  values = new Float64Array(1024);
  size = 0;
  add(value: number): void {
    if (this.size === this.values.length) {
      const grown = new Float64Array(this.size * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.size++] = value;
  }
  sorted(): Float64Array {
    return this.values.slice(0, this.size).sort();
  }
}

export class CallLog {
  readonly #calls = new Map<string, Series>();
  readonly #felt = new Map<string, Series>();
  readonly #errors = new Map<string, number>();
  /** Requests finished per second since the log started. */
  readonly perSecond: number[] = [];
  readonly #startedAt = performance.now();
  readonly errorSamples: string[] = [];

  #series(map: Map<string, Series>, kind: string): Series {
    let series = map.get(kind);
    if (!series) map.set(kind, (series = new Series()));
    return series;
  }

  /** One HTTP request; `ok` says whether its status was the expected one. */
  call(kind: string, ms: number, status: number, ok: boolean): void {
    this.#series(this.#calls, kind).add(ms);
    const second = Math.floor((performance.now() - this.#startedAt) / 1000);
    this.perSecond[second] = (this.perSecond[second] ?? 0) + 1;
    if (ok) return;
    this.#errors.set(kind, (this.#errors.get(kind) ?? 0) + 1);
    if (this.errorSamples.length < 10) this.errorSamples.push(`${kind}: ${status === 0 ? 'network' : status}`);
  }

  /** One operation (retries included), from its first try to its answer. */
  felt(kind: string, ms: number): void {
    this.#series(this.#felt, kind).add(ms);
  }

  figures(): CallFigures[] {
    return [...this.#calls].map(([kind, series]) => {
      const sorted = series.sorted();
      const felt = this.#felt.get(kind)?.sorted() ?? new Float64Array();
      return {
        kind,
        calls: sorted.length,
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        maxMs: sorted.at(-1) ?? 0,
        errors: this.#errors.get(kind) ?? 0,
        feltP99Ms: percentile(felt, 99),
      };
    });
  }
}
