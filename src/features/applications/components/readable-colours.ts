import type { CSSProperties } from 'react';

/**
 * Mantine's default error red (red.6), dimmed and placeholder grays fail WCAG AA contrast on
 * white. Set on a form's root, these darker shades apply to every field inside it.
 */
export const readableColours = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
} as CSSProperties;
