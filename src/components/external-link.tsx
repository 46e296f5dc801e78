import type { ReactNode } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { NewTabLink } from './new-tab-link';

type Props = AnchorProps & {
  href: string | null | undefined;
  children: ReactNode;
  /** Shown instead of a link when the address is not http(s). */
  fallback?: ReactNode;
  'aria-label'?: string;
  className?: string;
  onClick?: () => void;
};

/** A link to another site with Mantine's Anchor look: http(s) only, new tab, no opener and no referrer (NewTabLink). */
export function ExternalLink({ href, children, fallback = null, ...rest }: Props) {
  return (
    <Anchor component={NewTabLink} href={href} fallback={fallback} {...rest}>
      {children}
    </Anchor>
  );
}
