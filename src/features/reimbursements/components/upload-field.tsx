import { useRef, useState } from 'react';
import { Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { uploadReimbursementFile, type UploadKind } from '@/api/member/reimbursements';
import { describeError } from '@/api/errors';
import { fileSizeError, fileTypeError, formatFileSize, MAX_FILE_BYTES } from '@/lib/files';
import { decodePhoto, prepareForUpload, type Photo, type PreparedFile } from '../lib/prepare-photo';
import '@mantine/core/styles/Progress.css';

const RECEIPT_ACCEPT = '.jpg,.jpeg,.png,.heic,.heif,.pdf,image/jpeg,image/png,image/heic,image/heif,application/pdf';
const ACCEPT_LABEL = 'JPG, PNG, HEIC o PDF';

export type UploadedFile = { id: string; name: string };

type Props = {
  id: string;
  label: string;
  kind: UploadKind;
  required?: boolean;
  /** What the form holds: the uploaded file's id and name (kept in the draft), or null. */
  value: UploadedFile | null;
  onChange: (next: UploadedFile | null) => void;
  /** The chosen file and, when the browser could decode it, the photo (for reading its QR code). */
  onChosen?: (file: File, photo: Photo | null) => Promise<void> | void;
  /** The form's message for the field (e.g. required). */
  error?: string | undefined;
  disabled?: boolean;
};

type State =
  | { phase: 'idle' }
  | { phase: 'preparing'; file: File }
  | { phase: 'uploading'; file: File; prepared: PreparedFile; percent: number }
  | { phase: 'failed'; file: File; prepared: PreparedFile; message: string }
  | { phase: 'done'; file: File | null; prepared: PreparedFile | null };

/**
 * One file that uploads by itself as soon as it is chosen, with its progress. A photo is made smaller first
 * (../lib/prepare-photo.ts). A failed upload keeps the prepared file: 'Reintentar' sends it again without choosing it.
 */
export function UploadField({ id, label, kind, required, value, onChange, onChosen, error, disabled }: Props) {
  const [state, setState] = useState<State>(value ? { phase: 'done', file: null, prepared: null } : { phase: 'idle' });
  const attempt = useRef(0);
  const mutation = useMutation({
    mutationFn: ({ prepared, onProgress }: { prepared: PreparedFile; onProgress: (share: number) => void }) =>
      uploadReimbursementFile(prepared.blob, prepared.name, kind, onProgress),
    meta: { call: 'reimbursementSend' },
  });

  const send = async (file: File, prepared: PreparedFile) => {
    const mine = ++attempt.current;
    setState({ phase: 'uploading', file, prepared, percent: 0 });
    try {
      const uploaded = await mutation.mutateAsync({
        prepared,
        onProgress: (share) => {
          if (attempt.current === mine)
            setState({ phase: 'uploading', file, prepared, percent: Math.round(share * 100) });
        },
      });
      if (attempt.current !== mine) return;
      setState({ phase: 'done', file, prepared });
      onChange({ id: uploaded.id, name: prepared.name });
    } catch (failure) {
      if (attempt.current !== mine) return;
      const message = describeError('reimbursementSend', failure).messages[0] ?? 'No pudimos subir el archivo.';
      setState({ phase: 'failed', file, prepared, message });
    }
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    const refused = fileTypeError(file, RECEIPT_ACCEPT, ACCEPT_LABEL);
    if (refused) {
      setState({ phase: 'idle' });
      setChoiceError(refused);
      return;
    }
    setChoiceError(null);
    onChange(null);
    const mine = ++attempt.current;
    setState({ phase: 'preparing', file });
    const photo = await decodePhoto(file);
    await onChosen?.(file, photo);
    const prepared = await prepareForUpload(file, photo);
    photo?.bitmap.close();
    if (attempt.current !== mine) return;
    const tooLarge = fileSizeError({ name: file.name, size: prepared.blob.size }, MAX_FILE_BYTES);
    if (tooLarge) {
      setState({ phase: 'idle' });
      setChoiceError(tooLarge);
      return;
    }
    void send(file, prepared);
  };

  const [choiceError, setChoiceError] = useState<string | null>(null);
  const remove = () => {
    attempt.current++;
    setState({ phase: 'idle' });
    setChoiceError(null);
    onChange(null);
  };

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
