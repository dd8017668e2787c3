/** Types of config.mjs, for the TypeScript specs that read the budgets. */
export declare const NOT_FOUND_PAGE: string;
export declare const MEASURED_PAGES: string[];
export declare const URDU_PAIRS: [string, string][];
export declare const BUDGETS: {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpToFloorA: number;
  cls: number;
  tbtToFloor: number;
  jsKb: number;
  urduLcpToEnglish: number;
  axeViolations: number;
  loadP99Ms: number;
};
export declare const GATED_PAGES: string[];
export declare const GATES: {
  runs: number;
  performance: number;
  lcpMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};
