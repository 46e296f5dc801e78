import type { ReactNode } from 'react';
import { buttonClass } from '@/components/plain-ui';
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
    <NewTabLink href={href} className={buttonClass({ variant })} onClick={onClick}>
      {children}
    </NewTabLink>
  );
}
