import { Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { formatFileSize } from '@/lib/files';
import { ACCEPT_LABEL, RECEIPT_ACCEPT, useFileUpload, type Upload, type UploadedFile } from './use-file-upload';
import '@mantine/core/styles/Progress.css';

export type { UploadedFile };

type Props = {
  id: string;
  label: string;
  required?: boolean;
  /** What the form holds: the uploaded file's id and name (kept in the draft), or null. */
  value: UploadedFile | null;
  onChange: (next: UploadedFile | null) => void;
  /** Where the file goes, and who reads it first. */
  upload: Upload;
  /** The form's message for the field (e.g. required). */
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * One file that uploads by itself as soon as it is chosen, with its progress. A photo is made smaller first
 * (../lib/prepare-photo.ts). A failed upload keeps the prepared file: 'Reintentar' sends it again without choosing it.
 */
export function UploadField({ id, label, required, value, onChange, upload, error, disabled }: Props) {
  const { state, choiceError, choose, send, remove } = useFileUpload(upload, value, onChange);
  const busy = state.phase === 'preparing' || state.phase === 'uploading';
  const shownFile = state.phase === 'idle' ? null : state.file;
  const statusId = `${id}-estado`;

  return (
    <Stack gap={6}>
      <FileInput
        id={id}
        label={label}
        withAsterisk={required}
        description={`Formatos aceptados: ${ACCEPT_LABEL}. Las fotos se achican antes de enviarse.`}
        placeholder={value && !shownFile ? value.name : 'Elegir archivo o sacar una foto'}
        accept={RECEIPT_ACCEPT}
        value={shownFile}
        onChange={(file) => void choose(file)}
        error={choiceError ?? error}
        disabled={disabled || busy}
        aria-describedby={statusId}
        clearable={false}
      />
      <div id={statusId} role="status" aria-live="polite">
        {state.phase === 'preparing' && <Text size="sm">Preparando el archivo…</Text>}
        {state.phase === 'uploading' && (
          <Stack gap={4}>
            <Text size="sm">
              Subiendo {state.prepared.name} ({formatFileSize(state.prepared.blob.size)})… {state.percent} %
            </Text>
            <Progress value={state.percent} aria-label={`Progreso de ${label}`} size="sm" />
          </Stack>
        )}
        {state.phase === 'done' && value && (
          <Text size="sm" fw={500}>
            Archivo subido: {value.name}
            {state.prepared ? ` (${formatFileSize(state.prepared.blob.size)})` : ''}
          </Text>
        )}
        {state.phase === 'failed' && (
          <Text size="sm" c="red.9">
            No se pudo subir {state.prepared.name}. {state.message}
          </Text>
        )}
      </div>
      {(state.phase === 'failed' || (state.phase === 'done' && value)) && (
        <Group gap="xs">
          {state.phase === 'failed' && (
            <Button size="xs" onClick={() => void send(state.file, state.prepared)} disabled={disabled}>
              Reintentar
            </Button>
          )}
          <Button size="xs" variant="default" onClick={remove} disabled={disabled}>
            Quitar {label.toLowerCase()}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
