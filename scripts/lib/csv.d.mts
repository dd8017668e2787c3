/** Types of csv.mjs, for its TypeScript test. */
export declare function csvField(value: unknown): string;
export declare function toCsv(rows: readonly (readonly unknown[])[]): string;
export declare function parseCsv(text: string): string[][];
export declare const OUTBOX_COLUMNS: string[];
export declare function outboxCsv(
  records: readonly {
    receivedAt?: string;
    template?: string;
    delivered?: boolean;
    reason?: string;
    fields?: Record<string, string | undefined>;
  }[],
): string;
