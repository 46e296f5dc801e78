/**
 * Runs deferred work one piece per idle period of the main thread (requestIdleCallback, or a short timeout where it
 * is missing), so pieces that each cost a few milliseconds never add up to one long task. Returns a cancel function.
 */
const queue: Array<() => void> = [];
let scheduled = false;

function requestIdle(callback: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 1500 });
  else setTimeout(callback, 30);
}

function runNext() {
  scheduled = false;
  queue.shift()?.();
  schedule();
}

function schedule() {
  if (scheduled || queue.length === 0) return;
  scheduled = true;
  requestIdle(runNext);
}

export function whenIdleOneAtATime(work: () => void): () => void {
  queue.push(work);
  schedule();
  return () => {
    const index = queue.indexOf(work);
    if (index >= 0) queue.splice(index, 1);
  };
}
