import { describe, expect, it } from 'vitest';
import { dispatchOwnEvent, isOwnEvent } from '@/lib/own-events';

describe('the app’s own events', () => {
  it('reach the listeners as any event does, and are told apart from the visitor’s', () => {
    const heard: boolean[] = [];
    const listener = (event: Event) => heard.push(isOwnEvent(event));
    window.addEventListener('scroll', listener, { capture: true });
    dispatchOwnEvent(document, 'scroll');
    document.dispatchEvent(new Event('scroll'));
    window.removeEventListener('scroll', listener, { capture: true });
    expect(heard).toEqual([true, false]);
  });
});
