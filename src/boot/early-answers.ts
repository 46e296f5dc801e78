import type { EarlyAnswer } from './boot-state';

/**
 * The answers to the first screen's API calls that the prerendered page's inline script asked for while the app's
 * code was still arriving (./boot.ts), as the HTTP client takes them: each URL's answer once, then nothing (the next
 * call of that URL goes to the API). The app hands this to the client as it starts (src/lib/http.ts,
 * `answerEarlyFrom`), as it hands it the member's token.
 */
export function earlyAnswersOf(early: Record<string, EarlyAnswer>): (url: string) => EarlyAnswer | undefined {
  const answers = new Map(Object.entries(early));
  return (url) => {
    const answer = answers.get(url);
    answers.delete(url);
    return answer;
  };
}
