const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes user text before it is placed in assembled HTML. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/**
 * Assembles HTML with every interpolated value escaped:
 * html`<p>${name}</p>` — the literal parts are ours, the values are the user's.
 */
export function html(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  return strings.reduce((out, part, i) => out + part + (i < values.length ? escapeHtml(String(values[i])) : ''), '');
}
