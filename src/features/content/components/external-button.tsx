import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { NewTabLink } from '@/components/new-tab-link';

/** A button-styled link to another site: http(s) only (nothing otherwise), new tab, no opener and no referrer. */
export function ExternalButton({
  href,
  children,
  variant = 'filled',
  onClick,
}: {
  href: string;
  children: ReactNode;
  variant?: 'filled' | 'outline';
  onClick?: () => void;
}) {
  return (
    <Button component={NewTabLink} href={href} variant={variant} onClick={onClick}>
      {children}
    </Button>
  );
}
