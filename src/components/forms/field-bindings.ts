import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/** What `field(name)` spreads on a plain input: its registration, id, label and inline error. */
export type FieldBinding<N extends string = string> = UseFormRegisterReturn<N> & {
  id: string;
  label: string;
  error: string | undefined;
  /** Mantine sets it on most inputs, not on PasswordInput's. */
  'aria-invalid': boolean | undefined;
};

/** Each field's visible label, in the order the fields appear: the summary lists them in this order. */
export type FieldLabels<T extends FieldValues> = Partial<Record<Path<T>, string>>;

/** A field's message; a list field (file slots) reports its first item's, e.g. the required first file. */
export function messageOf(errors: FieldErrors, name: string): string | undefined {
  const error = get(errors, name) as { message?: string } | Array<{ message?: string } | undefined> | undefined;
  if (!error) return undefined;
  if (!Array.isArray(error) && error.message) return error.message;
  return (error as Array<{ message?: string } | undefined>)[0]?.message ?? (error as { message?: string }).message;
}

/**
 * How each kind of field is bound to the form: its id (`idPrefix` + its name: 'contacto-email'), its label, its
 * inline error, and the props its component takes.
 */
export function fieldBindings<T extends FieldValues>(form: UseFormReturn<T>, idPrefix: string, labels: FieldLabels<T>) {
  const fieldId = (field: Path<T>) => `${idPrefix}-${field.replaceAll('.', '-')}`;
  const label = (field: Path<T>) => labels[field] ?? field;
  const error = (field: Path<T>) => messageOf(form.formState.errors, field);
  const field = (name: Path<T>): FieldBinding<Path<T>> => ({
    ...form.register(name),
    id: fieldId(name),
    label: label(name),
    error: error(name),
    'aria-invalid': error(name) ? true : undefined,
  });
  return {
    fieldId,
    label,
    error,
    /** Registration, id, label and inline error of a plain input: `<TextInput {...field('email')} />`. */
    field,
    /** A plain input's binding and the form's control, for a CountedTextarea (it counts as the value changes). */
    countedText: (name: Path<T>) => ({ ...field(name), control: form.control }),
    /** What a controlled field (FormSelect, BirthDateInput) needs: `<FormSelect {...controlled('tipdoc')} />`. */
    controlled: (name: Path<T>) => ({ control: form.control, name, id: fieldId(name), label: label(name) }),
    /** The list field of file slots, with its error under the first slot: `<FormFileSlots {...fileSlots('files')} />`. */
    fileSlots: (name: Path<T>) => ({ control: form.control, name, id: fieldId(name), error: error(name) }),
  };
}
