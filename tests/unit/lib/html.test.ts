import { describe, expect, it } from 'vitest';
import { html } from '@/lib/html';

describe('html escaping', () => {
  it('escapes the five special characters', () => {
    expect(html`${`<img src=x onerror="alert('1')">&`}`).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;',
    );
  });
  it('escapes only the interpolated values', () => {
    expect(html`<p><b>Nombre:</b> ${'<script>'}</p>`).toBe('<p><b>Nombre:</b> &lt;script&gt;</p>');
  });
  it('writes numbers as text and leaves plain text as it is', () => {
    expect(html`<li>${3} × ${'Turno de Cardiología'}</li>`).toBe('<li>3 × Turno de Cardiología</li>');
    expect(html`<p>sin valores</p>`).toBe('<p>sin valores</p>');
    expect(html`<p>${''}</p>`).toBe('<p></p>');
  });
});
