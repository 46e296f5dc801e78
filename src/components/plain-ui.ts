import ui from './plain-ui.module.css';

export { ui };

/** Class names joined, the empty and false ones left out. */
export function cx(...names: (string | false | undefined)[]) {
  return names.filter(Boolean).join(' ');
}

type ButtonOptions = {
  variant?: 'filled' | 'light' | 'outline' | 'subtle';
  /** Mantine's Button sizes: `sm` (the default), `md`, and `compact-sm` (a directory result's small actions). */
  size?: 'sm' | 'md' | 'compact-sm';
  compact?: boolean;
};

/**
 * The class names that give a plain <a> or <button> the look of Mantine's Button (plain-ui.module.css; `compact` is
 * Mantine's `px="sm"`). Only for the first-load files that docs/decisions/plain-markup-and-buttons.md lists ("One way
 * to make a button"; lint enforces it in eslint.config.js): everywhere else use Mantine's `<Button>`.
 * tests/e2e/button-look.spec.ts keeps the two alike in every look this gives, at rest, hovered, pressed and focused.
 * The press is Mantine's own static class (its global.css).
 */
export function buttonClass({ variant = 'filled', size = 'sm', compact = false }: ButtonOptions = {}, extra?: string) {
  return cx(
    ui.button,
    'mantine-active',
    variant !== 'filled' && ui[variant],
    size === 'md' && ui.md,
    size === 'compact-sm' && ui.compactSm,
    compact && ui.compact,
    extra,
  );
}
