import type { ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';
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
