/** The parser's output (prom2json's shape): one family per metric name. */
declare module 'parse-prometheus-text-format' {
  export interface PrometheusSample {
    readonly labels?: Readonly<Record<string, string>>;
    /** Counters, gauges, untyped. */
    readonly value?: string;
    /** Histograms: the cumulative count per upper bound. */
    readonly buckets?: Readonly<Record<string, string>>;
    readonly count?: string;
    readonly sum?: string;
  }
  export interface PrometheusFamily {
    readonly name: string;
    readonly help: string;
    readonly type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    readonly metrics: readonly PrometheusSample[];
  }
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[];
}
