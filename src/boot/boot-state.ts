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
 * are written against. Each part has one writer (./README.md, "Signals"): ./boot-head.ts writes the object, the
 * queue of caught inputs and the page's hiding; ./boot.ts adds the early answers and the replay.
 */
export type BootState = {
  /** What a tap is caught on. */
  tappable: string;
  /** A control's key: its tag and its label or text, to find it again once React replaced it. */
  describe: (el: Element) => string;
  /** Notes a caught input; a field's new change replaces its last. */
  caught: (input: CaughtInput) => void;
  /** Every caught input, in order, once, its control no longer marked waiting: the queue is then empty. */
  takeAll: () => CaughtInput[];
  /** Shows #root, which an address with a query keeps hidden until ./boot.ts has applied it (global.css). */
  show: () => void;
  /** The first screen's API calls, by absolute URL (./boot.ts starts them; the HTTP client takes each once). */
  early?: Record<string, EarlyAnswer>;
  /** Replays the caught inputs on the app's page (./boot.ts); the app calls it once it owns the page. */
  replay?: () => void;
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
