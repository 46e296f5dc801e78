import type { buttonClass } from '../../../src/components/plain-ui';

export type ButtonLook = NonNullable<Parameters<typeof buttonClass>[0]>;

const variants = ['filled', 'light', 'outline', 'subtle'] as const;
const sizes = ['sm', 'md', 'compact-sm'] as const;

/**
 * Every look buttonClass can give (4 variants × 3 sizes × compact or not), so a new call in src/ is covered the day
 * it is written, and the carousel's icon buttons. `id` names the case in test ids and in the check's messages.
 */
export const buttonLooks: { id: string; look: ButtonLook; icon?: true }[] = [
  ...variants.flatMap((variant) =>
    sizes.flatMap((size) =>
      [false, true].map((compact) => ({
        id: `${variant}-${size}${compact ? '-compact' : ''}`,
        look: { variant, size, compact },
      })),
    ),
  ),
  // The carousel's arrows: buttonClass({ variant: 'outline' }, ui.icon) is Mantine's ActionIcon variant="outline"
  // size="lg".
  { id: 'outline-icon', look: { variant: 'outline' }, icon: true },
];

/** The versions of each case: Mantine's Button (or ActionIcon) first, the reference, then the plain markup. */
export const versions = ['mantine', 'plain-button', 'plain-a'] as const;
export type Version = (typeof versions)[number];

export const testId = (caseId: string, version: Version) => `${version}-${caseId}`;
