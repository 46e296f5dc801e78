import type { ComponentPropsWithoutRef, MouseEvent, ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';
import { useInertUntilHydrated } from '@/boot/hydration';
import { PersonalDataNotice } from './personal-data-notice';
import classes from './form-body.module.css';

type Props = {
  pending: boolean;
  /** The form's buttons, in a row below the fields. */
  actions: ReactNode;
  actionsJustify?: 'flex-start' | 'flex-end';
  children: ReactNode;
};

/**
 * A sent form's fields and buttons, then the personal-data notice. While the form is sent, the (unstyled) fieldset
 * disables every control in it at once and says it is busy.
 */
export function FormBody({ pending, actions, actionsJustify = 'flex-start', children }: Props) {
  return (
    <>
      <fieldset disabled={pending} className={classes.fieldset} aria-busy={pending}>
        <Stack gap="md">
          {children}
          <Group justify={actionsJustify}>{actions}</Group>
        </Stack>
      </fieldset>
      <PersonalDataNotice />
    </>
  );
}

/**
 * The second click of a double click on a send button sends nothing. The send guard (./use-send-once.ts) holds only
 * while a send lasts: one that fails at once (offline, a server error) would be over before the second click, which
 * would then send again. A click's `detail` counts the clicks of one gesture; Enter and a keyboard press give 0 or 1.
 */
function ignoreSecondClickOfDouble(event: MouseEvent<HTMLFormElement>) {
  if (event.detail > 1 && (event.target as Element).closest('button[type="submit"]')) event.preventDefault();
}

/**
 * The `<form>` of every form the app sends (not the directories' GET search forms, which work without the app). It is
 * the one place that holds a form's not-ready state: on a prerendered page, until React has hydrated it, it is inert
 * (a native submit would put what was typed in the address) and marked busy (src/boot/README.md, step 4).
 * A double click on its send button sends once.
 */
export function SentForm({ children, ...props }: Omit<ComponentPropsWithoutRef<'form'>, 'noValidate' | 'onClick'>) {
  const notReady = useInertUntilHydrated();
  return (
    <form noValidate {...props} {...notReady} onClick={ignoreSecondClickOfDouble}>
      {children}
    </form>
  );
}
