import ui from './plain-ui.module.css';

export { ui };

/** Class names joined, the empty and false ones left out. */
export function cx(...names: (string | false | undefined)[]) {
  return names.filter(Boolean).join(' ');
}

type ButtonOptions = { variant?: 'filled' | 'light' | 'outline' | 'subtle'; size?: 'sm' | 'md'; compact?: boolean };

/** The class names that give a plain <a> or <button> the look of Mantine's Button (plain-ui.module.css). */
export function buttonClass({ variant = 'filled', size = 'sm', compact = false }: ButtonOptions = {}, extra?: string) {
  return cx(ui.button, variant !== 'filled' && ui[variant], size === 'md' && ui.md, compact && ui.compact, extra);
}
