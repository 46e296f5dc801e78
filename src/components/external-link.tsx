import type { ReactNode } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { safeExternalUrl } from '@/lib/safe-url';

type Props = AnchorProps & {
  href: string | null | undefined;
  children: ReactNode;
  /** Shown instead of a link when the address is not http(s). */
  fallback?: ReactNode;
  'aria-label'?: string;
  className?: string;
  onClick?: () => void;
};

/** A link to another site: http(s) only, new tab, no opener and no referrer. */
export function ExternalLink({ href, children, fallback = null, ...rest }: Props) {
  const url = safeExternalUrl(href);
  if (!url) return <>{fallback}</>;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
    </Anchor>
  );
}
