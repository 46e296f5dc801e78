import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { safeExternalUrl } from '@/lib/safe-url';

/** A button-styled link to another site: http(s) only, new tab, no opener and no referrer. */
export function ExternalButton({
  href,
  children,
  ...props
}: ButtonProps & { href: string; children: ReactNode; onClick?: () => void }) {
  const url = safeExternalUrl(href);
  if (!url) return null;
  return (
    <Button component="a" href={url} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
    </Button>
  );
}
