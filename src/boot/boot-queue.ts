import { BOOT_GLOBAL, PRERENDER_GLOBAL, RENDER_PRERENDERED_GLOBAL } from './boot-names';

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
    [BOOT_GLOBAL]?: Boot;
    /** Set by the build's prerendering browser (scripts/prerender/build.mjs): the app then offers the next one. */
    [PRERENDER_GLOBAL]?: boolean;
    [RENDER_PRERENDERED_GLOBAL]?: () => Promise<{ html: string; queries: string; scripts: string[] }>;
  }
}

/** What ./boot-head.js set up, if this page carries it. */
export const bootState = (): Boot | undefined => window[BOOT_GLOBAL];

export const bootQueue = (): CaughtInput[] => bootState()?.queue ?? [];

/** Whether this page is being prerendered by the build (scripts/prerender/build.mjs). */
export const isPrerenderingBuild = (): boolean => window[PRERENDER_GLOBAL] === true;
