// Types of scripts/cluster.mjs for the TypeScript tests that start the cluster.
export interface ClusterProcess {
  name: string;
  /** The API process's base URL (undefined for the feed and the provider). */
  url: string;
  readonly pid: number | undefined;
  kill(signal?: NodeJS.Signals): Promise<void>;
  restart(): Promise<unknown>;
}

export interface Cluster {
  prefix: string;
  operatorKey: string;
  feed: ClusterProcess;
  apis: ClusterProcess[];
  provider: ClusterProcess | null;
  stop(): Promise<void>;
}

export function waitFor(url: string, ms?: number, proc?: unknown): Promise<void>;

export function startCluster(options: {
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  providerDatabaseUrl?: string;
  prefix?: string;
  ports?: { feed: number; provider: number; apis: number[] };
  logDir?: string;
  env?: Record<string, string>;
}): Promise<Cluster>;
