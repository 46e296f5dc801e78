import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from '@/lib/html';

describe('html escaping', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;',
    );
  });
  it('escapes only the interpolated values', () => {
    expect(html`<p><b>Nombre:</b> ${'<script>'}</p>`).toBe('<p><b>Nombre:</b> &lt;script&gt;</p>');
  });
});
