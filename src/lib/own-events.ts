/**
 * Events the app dispatches itself, which no visitor made: a listener that counts the visitor's input (the idle
 * sign-out) leaves them out.
 */
const own = new WeakSet<Event>();

/** Dispatches `type` on `target` as the app's own event. */
export function dispatchOwnEvent(target: EventTarget, type: string): void {
  const event = new Event(type);
  own.add(event);
  target.dispatchEvent(event);
}

export const isOwnEvent = (event: Event): boolean => own.has(event);
