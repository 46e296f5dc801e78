/**
 * A failure in a visitor's browser as the error tracker queues it (src/lib/error-tracker.ts) and its SDK sends it
 * (src/lib/error-tracker-sdk.ts): a file of its own, so the lazily loaded SDK imports nothing back from its loader.
 */
export type Failure = {
  kind: 'error' | 'rejection' | 'code-file' | 'page-error' | 'api' | 'dropped-rows';
  /** Grouped by this text; it names a path or a list, never data. */
  message: string;
  name?: string;
  stack?: string;
  tags?: Record<string, string | number>;
  /** The build that failed: a queued failure may be sent by the next release's page (a reload). */
  release?: string;
};
