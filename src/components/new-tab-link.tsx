import type { ComponentPropsWithRef, ReactNode } from 'react';
import { safeExternalUrl } from '@/lib/safe-url';

type Props = Omit<ComponentPropsWithRef<'a'>, 'href' | 'target' | 'rel'> & {
  href: string | null | undefined;
  /** Shown instead of a link when the address is not http(s). */
  fallback?: ReactNode;
};

/**
 * A link to another site: http(s) only, a new tab, no opener and no referrer, and says so to screen readers. Plain
 * markup, for the shell and the home page; ExternalLink gives it Mantine's Anchor look everywhere else.
 */
export function NewTabLink({ href, children, fallback = null, ...rest }: Props) {
  const url = safeExternalUrl(href);
  if (!url) return <>{fallback}</>;
  return (
    <a {...rest} href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
    </a>
  );
}
