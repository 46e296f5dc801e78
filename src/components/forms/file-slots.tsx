import { useRef, useState } from 'react';
import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import {
  MAX_FILE_BYTES,
  MAX_FILE_LABEL,
  MAX_FILES_TOTAL_LABEL,
  fileSizeError,
  fileTypeError,
  formatFileSize,
} from '@/lib/files';

export type FileSlot = {
  /** Visible label, e.g. 'Currículum (CV)'. */
  label: string;
  /** `accept` of the file input: the browser's picker shows these, and a chosen file must match one. */
  accept: string;
  /** The accepted types as the user reads them, e.g. '.doc, .docx, .pdf'. */
  hint: string;
  required?: boolean;
};

type Props = {
  slots: readonly FileSlot[];
  /** One entry per slot: the chosen file or null. */
  value: ReadonlyArray<File | null>;
  onChange: (next: Array<File | null>) => void;
  /** Errors from the form (e.g. a required first file), one per slot. */
  errors?: ReadonlyArray<string | undefined>;
  disabled?: boolean;
  maxBytes?: number;
  /** Id of the first slot's input (the error summary links to it). */
  id?: string;
};

/**
 * Sequential file slots: slot 1, then slot n appears once slot n−1 holds a file (a slot
 * that holds a file stays visible). Each chosen file shows its name and size and can be
 * removed. The accepted types and the size limit are stated and checked here, before
 * anything is encoded or uploaded: a file that fails never becomes the slot's value.
 */
function FileSlots({ slots, value, onChange, errors, disabled, maxBytes = MAX_FILE_BYTES, id }: Props) {
  const [choiceErrors, setChoiceErrors] = useState<Array<string | null>>(() => slots.map(() => null));
  const limitLabel = maxBytes === MAX_FILE_BYTES ? MAX_FILE_LABEL : formatFileSize(maxBytes);

  const setSlot = (index: number, file: File | null) => {
    const next = slots.map((_, i) => value[i] ?? null);
    next[index] = file;
    onChange(next);
  };

  // Mantine clears its hidden input when the value becomes null; a rejected file never
  // becomes the value, so its input is cleared here (choosing it again fires a change).
  const resets = useRef<Array<(() => void) | null>>([]);

  const choose = (index: number, file: File | null) => {
    const slot = slots[index]!;
    const refused = file ? (fileTypeError(file, slot.accept, slot.hint) ?? fileSizeError(file, maxBytes)) : null;
    setChoiceErrors((prev) => slots.map((_, i) => (i === index ? refused : (prev[i] ?? null))));
    if (refused) resets.current[index]?.();
    else setSlot(index, file);
  };

  return (
    <Stack gap="md">
      {slots.map((slot, index) => {
        const file = value[index] ?? null;
        const visible = index === 0 || file !== null || (value[index - 1] ?? null) !== null;
        if (!visible) return null;
        const error = choiceErrors[index] ?? errors?.[index];
        return (
          <div key={slot.label}>
            <FileInput
              label={slot.label}
              withAsterisk={slot.required}
              id={index === 0 ? id : undefined}
              description={`Formatos aceptados: ${slot.hint}. Máximo ${limitLabel} por archivo y ${MAX_FILES_TOTAL_LABEL} en total.`}
              placeholder="Elegir archivo"
              accept={slot.accept}
              value={file}
              onChange={(chosen) => choose(index, chosen)}
              error={error}
              disabled={disabled}
              resetRef={(reset: () => void) => {
                resets.current[index] = reset;
              }}
              valueComponent={FileValue}
            />
            {file && (
              <Group gap="xs" mt={4} justify="flex-end">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  c="red.9"
                  disabled={disabled}
                  onClick={() => choose(index, null)}
                  aria-label={`Quitar archivo ${file.name}`}
                  style={{ minHeight: 24 }}
                >
                  Quitar archivo
                </Button>
              </Group>
            )}
          </div>
        );
      })}
    </Stack>
  );
}

/** What the field shows once a file is chosen: its name and size. */
function FileValue({ value }: { value: File | File[] | null }) {
  const file = Array.isArray(value) ? value[0] : value;
  if (!file) return null;
  return (
    <Text size="sm" span style={{ overflowWrap: 'anywhere' }} data-file-chosen>
      {file.name} ({formatFileSize(file.size)})
    </Text>
  );
}

type FormFileSlotsProps<T extends FieldValues> = Omit<Props, 'value' | 'onChange' | 'errors'> & {
  control: Control<T>;
  /** The form's field that holds one File | null per slot. */
  name: Path<T>;
  /** The form's error for the field (a required first file): shown under slot 1. */
  error?: string | undefined;
};

/** FileSlots bound to a react-hook-form field: `<FormFileSlots {...form.fileSlots('files')} slots={…} …/>`. */
export function FormFileSlots<T extends FieldValues>({ control, name, error, ...slots }: FormFileSlotsProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FileSlots
          {...slots}
          value={field.value as ReadonlyArray<File | null>}
          onChange={field.onChange}
          errors={error ? [error] : undefined}
        />
      )}
    />
  );
}
