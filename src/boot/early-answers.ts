/**
 * Answers to the first screen's API calls that the prerendered page's inline script asked for while the app's code
 * was still arriving (src/boot/boot.ts). The app hands them over as it starts; the HTTP client takes each
 * one once, for the same URL, instead of asking again (src/lib/http.ts).
 */
import type { EarlyAnswer } from './boot-state';

let answers = new Map<string, EarlyAnswer>();

export function acceptEarlyAnswers(early: Record<string, EarlyAnswer>) {
  answers = new Map(Object.entries(early));
}

/** The early answer to a GET of this URL, once; undefined when there is none (or it was taken). */
export function takeEarlyAnswer(url: string): EarlyAnswer | undefined {
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}
