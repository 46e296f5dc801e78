/**
 * What tests/e2e/beyond-axe.spec.ts reads in the page, for the WCAG criteria axe cannot judge from the markup. Each
 * function runs in the browser (`page.evaluate`), so each holds its own helpers, and each returns a list of
 * findings, empty when the page passes, that names every element at fault so a failure says where to look.
 */

/** The bookmarklet of WCAG 1.4.12 (text spacing), as a style sheet. */
export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** 1.4.10: the page does not scroll sideways; else the elements that reach past the viewport's right edge. */
export function sidewaysScroll(): string[] {
  const root = document.documentElement;
  if (root.scrollWidth <= root.clientWidth) return [];
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  const past = [...document.body.querySelectorAll('*')]
    .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
    .slice(0, 5)
    .map(name);
  return [`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport: ${past.join(', ')}`];
}

/**
 * 2.5.8, target size (minimum): every pointer target is at least 24 × 24 CSS px, or has room around it (a circle of
 * 24 px around its centre meets no other target), or is a link inside a sentence, as the criterion's exceptions say.
 * Native checkboxes and radios keep their browser size (the "user agent control" exception); a target that is
 * visually hidden (a field whose label is what one taps) is not one. Returns the targets that fail.
 */
export function smallTargets(): string[] {
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"]';
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width >= 2 && box.height >= 2 && style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"]');
  };
  const targets = [...document.querySelectorAll<HTMLElement>(selector)].filter(
    (el) => shown(el) && !el.matches(':disabled') && !el.parentElement?.closest(selector),
  );
  const inSentence = (el: HTMLElement) => {
    if (getComputedStyle(el).display !== 'inline') return false;
    const block = el.parentElement;
    const own = (el.textContent ?? '').trim();
    return Boolean(block && (block.textContent ?? '').trim().length > own.length);
  };
  const boxes = targets.map((el) => ({ el, box: el.getBoundingClientRect() }));
  const small = boxes.filter(({ box }) => box.width < 23.5 || box.height < 23.5);
  const distance = (x: number, y: number, box: DOMRect) =>
    Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
  const findings: string[] = [];
  for (const { el, box } of small) {
    if (inSentence(el)) continue;
    if (el.matches('input[type="checkbox"], input[type="radio"]') && getComputedStyle(el).appearance !== 'none')
      continue;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const crowded = boxes.some(({ el: other, box: otherBox }) => {
      if (other === el) return false;
      const otherSmall = otherBox.width < 23.5 || otherBox.height < 23.5;
      // Two undersized targets each get a 24 px circle: their centres at least 24 px apart; else the circle must
      // not meet the other target.
      if (otherSmall) {
        return Math.hypot(otherBox.left + otherBox.width / 2 - x, otherBox.top + otherBox.height / 2 - y) < 24 - 0.5;
      }
      return distance(x, y, otherBox) < 12 - 0.5;
    });
    if (!crowded) continue;
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim();
    findings.push(
      `${el.tagName.toLowerCase()} "${label.slice(0, 40)}" is ${Math.round(box.width)}×${Math.round(box.height)} px with another target within its 24 px`,
    );
  }
  return findings;
}

/**
 * 1.4.12, text spacing, once TEXT_SPACING_CSS applies: no text is cut off. A box that hides its overflow (or has
 * a fixed height) and holds text must still fit its content. Visually hidden texts (clipped to 1 px on purpose)
 * and scrolling boxes are left out.
 */
export function clippedText(): string[] {
  const holdsText = (el: Element) =>
    [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
  const findings = new Set<string>();
  for (const el of document.body.querySelectorAll('*')) {
    if (!holdsText(el) || el.closest('.visually-hidden, [aria-hidden="true"], script, style, template')) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    // The text's own box and each ancestor that clips it, up to the first that scrolls.
    for (let clip: Element | null = el; clip && clip !== document.body; clip = clip.parentElement) {
      const style = getComputedStyle(clip);
      if ([style.overflowX, style.overflowY].some((o) => o === 'auto' || o === 'scroll')) break;
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!clipsX && !clipsY) continue;
      const over =
        (clipsX && clip.scrollWidth > clip.clientWidth + 1) || (clipsY && clip.scrollHeight > clip.clientHeight + 1);
      if (over) {
        findings.add(
          `"${(el.textContent ?? '').trim().slice(0, 40)}" is cut off by ${clip.tagName.toLowerCase()}.${String(clip.className).split(' ')[0]} (${clip.scrollWidth}×${clip.scrollHeight} in ${clip.clientWidth}×${clip.clientHeight})`,
        );
      }
      break;
    }
  }
  return [...findings];
}

/** Where the focused element stands: hidden (not one of its points is on top), or its focus indicator. */
type FocusReading = { target: string; covered: boolean; outline: boolean };

/**
 * Focuses each element that Tab reaches (by script, after a real Tab press, so the browser shows focus as it does
 * for the keyboard) and reads, for each: 2.4.7 in forced colours, that it shows an outline (forced colours drop
 * shadows and backgrounds, the outline stays); 2.4.11, that it is not entirely hidden behind something else (a
 * sticky header, an open list, a toast). Returns the failures.
 */
export function focusFindings(): string[] {
  // (A frame is left out: focus passes into its own document, which shows it.)
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not(iframe), [contenteditable="true"]';
  const tabbable = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
    if (el.tabIndex < 0 || el.matches(':disabled') || el.closest('[inert]')) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  });
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  const read = (el: HTMLElement): FocusReading => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const box = el.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, document.documentElement.clientWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    let seen = false;
    if (right > left && bottom > top) {
      for (const fx of [0.1, 0.5, 0.9]) {
        for (const fy of [0.1, 0.5, 0.9]) {
          const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
          if (hit && (el === hit || el.contains(hit) || hit.contains(el) || (hit as HTMLLabelElement).control === el))
            seen = true;
        }
      }
    }
    return { target: name(el), covered: !seen, outline };
  };
  const findings: string[] = [];
  for (const el of tabbable) {
    el.focus();
    if (document.activeElement !== el) continue; // it passed the focus on (a wrapper), the next one is read
    const { target, covered, outline } = read(el);
    if (!el.matches(':focus-visible')) findings.push(`${target} does not show focus (no :focus-visible)`);
    else if (!outline) findings.push(`${target} shows no outline in forced colours`);
    if (covered) findings.push(`${target} is hidden behind other content when focused`);
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return findings;
}

/** After Tab held down: the lists shown (each should have closed with its field), and whether focus is hidden. */
export function afterTabBurst(): string[] {
  const findings: string[] = [];
  for (const list of document.querySelectorAll('[role="listbox"]')) {
    const box = list.getBoundingClientRect();
    const style = getComputedStyle(list);
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || list.closest('[hidden]')) continue;
    if (list.closest('select')) continue;
    const field = document.querySelector(`[aria-controls="${list.id}"]`);
    if (field && field === document.activeElement) continue;
    findings.push(`a list is open (#${list.id}) while its field is not focused`);
  }
  const el = document.activeElement as HTMLElement | null;
  if (el && el !== document.body) {
    const box = el.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, document.documentElement.clientWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const hits = [0.1, 0.5, 0.9].flatMap((fx) =>
      [0.1, 0.5, 0.9].map((fy) => document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy)),
    );
    const seen = hits.some((hit) => hit && (el === hit || el.contains(hit) || hit.contains(el)));
    if (right <= left || bottom <= top) findings.push(`the focused ${el.tagName.toLowerCase()} is out of view`);
    else if (!seen) {
      const cover = hits.find(Boolean);
      findings.push(
        `the focused ${el.tagName.toLowerCase()} is hidden under ${cover?.tagName.toLowerCase()}.${String(cover?.className).split(' ')[0]}`,
      );
    }
  }
  return findings;
}
