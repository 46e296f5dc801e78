import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';

/**
 * What a Mantine input needs from react-hook-form, in one spread: the field's registration and its error text.
 * `const field = formFields(register, errors)`, then `<TextInput label="…" {...field('email')} />`.
 */
export function formFields<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>) => ({
    ...register(name),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
  });
}
