import { type ReactNode, useLayoutEffect } from 'react';
import { cx, ui } from '@/components/plain-ui';
import { markPageCommitted } from '@/boot/app-owns-page';

type Props = {
  children: ReactNode;
  className?: string;
  /** The home page's heading is h2-sized. */
  size?: 'h1' | 'h2';
  /** No space under it (the caller spaces it). */
  flush?: boolean;
};

/**
 * The page's one h1, with Mantine's Title look. It takes the focus after every navigation (see RouteFocus), so it
 * is focusable. Plain markup: it is on every page, the home page included, so its commit tells the prerendered
 * page's start-up that React owns the page (src/boot/app-owns-page.ts).
 */
export function PageTitle({ children, className, size = 'h1', flush = false }: Props) {
  useLayoutEffect(markPageCommitted, []);
  return (
    <h1 tabIndex={-1} data-page-title className={cx(ui.title, ui[size], !flush && ui.spaced, className)}>
      {children}
    </h1>
  );
}
