export const REFERENCE_LISTS: RegExp;
export type ReferenceListSource = { from: 'api'; url: string } | { from: 'none' } | { from: 'mock' };
export function referenceListSource(env?: Record<string, string | undefined>): ReferenceListSource;
export function describeSource(source: ReferenceListSource): string;
/** A Playwright route, as far as the build uses it. */
type InterceptedCall = {
  request(): { url(): string };
  continue(): Promise<void>;
  fulfill(answer: { status: number; contentType: string; body: string }): Promise<void>;
};
export function answerReferenceList(route: InterceptedCall, source: ReferenceListSource): Promise<boolean>;
