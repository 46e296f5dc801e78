import type { ComponentProps } from 'react';
import { TextInput } from '@mantine/core';

/** Every prop of a TextInput but its type and autofill; the length limit is the API's (FIELD_LIMITS), passed in. */
type Props = Omit<ComponentProps<typeof TextInput>, 'type' | 'autoComplete' | 'maxLength'> & { maxLength: number };

/** An e-mail address: the browser's e-mail keyboard and autofill. */
export function EmailInput(props: Props) {
  return <TextInput type="email" autoComplete="email" {...props} />;
}

/** A phone number: the browser's phone keyboard and autofill. */
export function PhoneInput(props: Props) {
  return <TextInput type="tel" autoComplete="tel" {...props} />;
}
