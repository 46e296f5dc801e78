import type { EarlyAnswer } from '@/boot/boot-state';

/**
 * Where the HTTP client (./http.ts) takes the answers that the prerendered page already asked for: none until the app
 * hands them over as it starts (src/boot/prerendered-page.ts). Kept apart from the client, as ./api-token.ts is, so
 * that the wiring does not load it.
 */
let source: (url: string) => EarlyAnswer | undefined = () => undefined;

/** From now on, `take` gives each early answer of a URL (once: src/boot/early-answers.ts). */
export function answerEarlyFrom(take: (url: string) => EarlyAnswer | undefined) {
  source = take;
}

export const takeEarlyAnswer = (url: string): EarlyAnswer | undefined => source(url);
