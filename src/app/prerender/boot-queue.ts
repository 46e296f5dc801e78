/**
 * What the inline start-up script (./boot.js) hands the app: the taps and changes it caught before the app owned the
 * page, and the first screen's API calls it started.
 */
export type CaughtInput = {
  type: 'click' | 'change' | 'input';
  el: HTMLElement;
  /** How to find the same control if React replaced the element: its text, or its field name. */
  key: string;
  value?: string;
};

type Boot = { queue: CaughtInput[]; early: Record<string, Promise<Response | undefined | 'timeout'>> };

declare global {
  // Not yet in TypeScript's DOM types.
  var scheduler: { yield?: () => Promise<void> } | undefined;
  interface Window {
    __boot?: Boot;
    /** Set by the build's prerendering browser (scripts/prerender/build.mjs): the app then offers `__renderPrerendered`. */
    __PRERENDER__?: boolean;
    __renderPrerendered?: () => Promise<{ html: string; queries: string; scripts: string[] }>;
  }
}

export const bootQueue = (): CaughtInput[] => window.__boot?.queue ?? [];
