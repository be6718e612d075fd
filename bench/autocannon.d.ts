// The parts of autocannon 9 (which ships no types) that the server benchmark uses.
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration` (bench/memory.ts). */
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: (
      | { method?: string; path: string; headers?: Record<string, string> }
      // Called before each request: returns it with another path (a request that is never the same).
      | {
          method?: string;
          setupRequest: (request: { path: string }) => { path: string };
          /** Called with each response; its headers by the names the server sent. Makes autocannon keep the body. */
          onResponse?: (
            status: number,
            body: string,
            context: object,
            headers: Record<string, string | string[]>,
          ) => void;
        }
    )[];
  };
  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { sent: number };
    throughput: Histogram;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
