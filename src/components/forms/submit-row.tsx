import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Progress.css';

type Props = {
  pending: boolean;
  pendingText: string;
  /** While files upload: the share of the body sent, in % (src/lib/upload.ts); null or absent otherwise. */
  uploadPercent?: number | null;
};

/** A form's 'Enviar', busy while sending, with a status line that says what is being sent and how far it got. */
export function SubmitRow({ pending, pendingText, uploadPercent = null }: Props) {
  const uploading = pending && uploadPercent !== null;
  return (
    <Stack mt="lg" gap="xs">
      <Group>
        <Button type="submit" loading={pending} disabled={pending}>
          Enviar
        </Button>
        {pending && (
          <Text size="sm" c="gray.7" role="status">
            {uploading ? `Enviando… ${uploadPercent} %` : pendingText}
          </Text>
        )}
      </Group>
      {uploading && (
        <Progress value={uploadPercent} maw={320} aria-label="Progreso del envío" transitionDuration={150} />
      )}
    </Stack>
  );
}
