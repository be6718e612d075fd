/**
 * The periods the lost-demand page offers, in days. Its own module: the page's script needs only
 * these, not the grouping of lost-demand.ts (which reads the catalogue's search misses).
 */
export const DEMAND_PERIODS = [7, 30, 90] as const;
export type DemandPeriod = (typeof DEMAND_PERIODS)[number];
