import { Textarea, type TextareaProps } from '@mantine/core';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { lazily } from '@/lib/lazily';

const numbers = lazily(() => new Intl.NumberFormat('es-AR'));

type Props<T extends FieldValues> = Omit<TextareaProps, 'maxLength' | 'name' | 'description'> & {
  control: Control<T>;
  name: Path<T>;
  maxLength: number;
};

/**
 * A long text with its limit stated as a counter under it ("120 de 2000 caracteres"), read with the field
 * (aria-describedby). Only this field re-renders as it is typed in; the registration comes in the props:
 * `<CountedTextarea maxLength={…} {...form.countedText('message')} />`.
 */
export function CountedTextarea<T extends FieldValues>({ control, name, maxLength, ...textarea }: Props<T>) {
  const value = useWatch({ control, name }) as string | undefined;
  return (
    <Textarea
      {...textarea}
      name={name}
      maxLength={maxLength}
      description={`${numbers().format(value?.length ?? 0)} de ${numbers().format(maxLength)} caracteres`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
