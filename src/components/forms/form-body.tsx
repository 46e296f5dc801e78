import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';
import { useInertUntilHydrated } from '@/app/prerender/hydration';
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
 * The `<form>` of every form the app sends (not the directories' GET search forms, which work without the app). It is
 * the one place that holds a form's not-ready state: on a prerendered page, until React has hydrated it, it is inert
 * (a native submit would put what was typed in the address) and marked busy (src/app/prerender/README.md, step 4).
 */
export function SentForm({ children, ...props }: Omit<ComponentPropsWithoutRef<'form'>, 'noValidate'>) {
  const notReady = useInertUntilHydrated();
  return (
    <form noValidate {...props} {...notReady}>
      {children}
    </form>
  );
}
