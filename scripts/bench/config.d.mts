/** Types of config.mjs, for the TypeScript specs that read the budgets. */
export declare const MEASURED_PAGES: string[];
export declare const BUDGETS: {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  axeViolations: number;
  loadP99Ms: number;
};
export declare const GATES: {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
