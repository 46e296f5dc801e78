import { BOOT_GLOBAL, BOOT_LISTENING_GLOBAL, PRERENDER_GLOBAL, RENDER_PRERENDERED_GLOBAL } from './boot-names';

/**
 * An answer to one of the first screen's API calls that ./boot.ts started while the app's code was arriving: the
 * response; undefined when the call failed; 'timeout' when none came within the read's limit.
 */
export type EarlyAnswer = Promise<Response | undefined | 'timeout'>;

/** A tap or change that ./boot-head.ts caught before the app owned the page; ./boot.ts replays it then. */
export type CaughtInput = {
  /**
   * 'click': held, replayed as a click. 'follow': a link that worked without the app (another site, a new tab, a
   * download), whose click the app hears later without following it again. 'change', 'input': a field's change.
   */
  type: 'click' | 'follow' | 'change' | 'input';
  el: HTMLElement;
  /** How to find the same control if React replaced the element: its text, or its field name. */
  key: string;
  value?: string;
};

/**
 * What ./boot-head.ts puts on `window` (BOOT_GLOBAL), first in the head: the one shape both boot scripts and the app
 * are written against.
 */
export type BootState = {
  /** The first screen's API calls, by absolute URL (./boot.ts starts them; the HTTP client takes each once). */
  early: Record<string, EarlyAnswer>;
  /** What a tap is caught on. */
  tappable: string;
  /** A control's key: its tag and its label or text, to find it again once React replaced it. */
  describe: (el: Element) => string;
  /** Notes a caught input; a field's new change replaces its last. The queue has no other writer. */
  caught: (input: CaughtInput) => void;
  /** Forgets a field's caught changes: the app started from them (./search-form-changes.ts). */
  forget: (el: Element) => void;
  /** Every caught input, in order, once: the queue is then empty (./boot.ts replays them). */
  takeAll: () => CaughtInput[];
};

declare global {
  // Not yet in TypeScript's DOM types.
  var scheduler: { yield?: () => Promise<void> } | undefined;
  interface Window {
    [BOOT_GLOBAL]?: BootState;
    [BOOT_LISTENING_GLOBAL]?: boolean;
    /** Set by the build's prerendering browser (scripts/prerender/build.mjs): the app then offers the next one. */
    [PRERENDER_GLOBAL]?: boolean;
    [RENDER_PRERENDERED_GLOBAL]?: () => Promise<{ html: string; queries: string; scripts: string[] }>;
  }
}

/** What ./boot-head.ts set up, if this page carries it. */
export const bootState = (): BootState | undefined => window[BOOT_GLOBAL];

/** Whether this page is being prerendered by the build (scripts/prerender/build.mjs). */
export const isPrerenderingBuild = (): boolean => window[PRERENDER_GLOBAL] === true;
