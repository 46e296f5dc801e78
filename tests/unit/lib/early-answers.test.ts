import { afterEach, describe, expect, it } from 'vitest';
import { answerEarlyFrom, takeEarlyAnswer } from '@/lib/early-answers';
import { earlyAnswersOf } from '@/boot/early-answers';

const URL_ = 'http://api.test/api/web/provinces?pagination=30';

afterEach(() => answerEarlyFrom(() => undefined));

describe('early answers, as the HTTP client takes them', () => {
  it('are none until the app hands them over', () => {
    expect(takeEarlyAnswer(URL_)).toBeUndefined();
  });

  it('come from what the app handed over last, each once', async () => {
    const answer = Promise.resolve(new Response('{"from":"early"}'));
    answerEarlyFrom(earlyAnswersOf({ [URL_]: Promise.resolve(undefined) }));
    answerEarlyFrom(earlyAnswersOf({ [URL_]: answer }));
    expect(takeEarlyAnswer(URL_)).toBe(answer);
    expect(await (await answer)!.json()).toEqual({ from: 'early' });
    expect(takeEarlyAnswer(URL_)).toBeUndefined();
  });
});
