import type { ReactNode } from 'react';
import type { MenuProps } from '@mantine/core';
import type { LinkProps } from '@tanstack/react-router';

type DropdownItem = { label: string; to?: LinkProps['to']; onClick?: () => void };

/** A header dropdown as the placeholder (lazy-menu.tsx) and the menu it loads (dropdown-menu.tsx) both take it. */
export type DropdownMenuProps = {
  /** The trigger: a plain button (plain-ui's buttonClass gives it Mantine's look), the same before and after loading. */
  button: { className: string; children: ReactNode; 'aria-label'?: string };
  items: DropdownItem[];
  menu?: Pick<MenuProps, 'trigger' | 'openDelay' | 'closeDelay' | 'position'>;
  initialFocus?: boolean;
  initialOpen?: boolean;
};
