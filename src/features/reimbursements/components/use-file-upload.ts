import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { uploadReimbursementFile, type UploadKind } from '@/api/member/reimbursements';
import { describeError } from '@/api/errors';
import { fileSizeError, fileTypeError, MAX_FILE_BYTES } from '@/lib/files';
import { decodePhoto, prepareForUpload, type Photo, type PreparedFile } from '../lib/prepare-photo';

export const RECEIPT_ACCEPT =
  '.jpg,.jpeg,.png,.heic,.heif,.pdf,image/jpeg,image/png,image/heic,image/heif,application/pdf';
export const ACCEPT_LABEL = 'JPG, PNG, HEIC o PDF';

export type UploadedFile = { id: string; name: string };

/** Where a chosen file goes, and who reads it before it is sent. */
export type Upload = {
  kind: UploadKind;
  /** The chosen file and, when the browser could decode it, the photo (for reading its QR code). */
  onChosen?: (file: File, photo: Photo | null) => Promise<void> | void;
};

type State =
  | { phase: 'idle' }
  | { phase: 'preparing'; file: File }
  | { phase: 'uploading'; file: File; prepared: PreparedFile; percent: number }
  | { phase: 'failed'; file: File; prepared: PreparedFile; message: string }
  | { phase: 'done'; file: File | null; prepared: PreparedFile | null };

/**
 * A file's way up: checked, made smaller if it is a photo, sent with its progress, and sent again on 'Reintentar'.
 * Only the latest choice counts: an earlier one still on its way changes nothing.
 */
export function useFileUpload(
  { kind, onChosen }: Upload,
  value: UploadedFile | null,
  onChange: (next: UploadedFile | null) => void,
) {
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

  return { state, choiceError, choose, send, remove };
}
