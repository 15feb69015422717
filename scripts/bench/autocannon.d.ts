declare module "autocannon" {
  interface Percentiles {
    average: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: { average: number; total: number };
    latency: Percentiles;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  }
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec & { headers: Record<string, string> }) => RequestSpec;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
    timeout?: number;
    pipelining?: number;
    workers?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
