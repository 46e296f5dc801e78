import { Button, Group, Text } from '@mantine/core';

/** A form's 'Enviar', busy while sending, with a status line that says what is being sent. */
export function SubmitRow({ pending, pendingText }: { pending: boolean; pendingText: string }) {
  return (
    <Group mt="lg">
      <Button type="submit" loading={pending} disabled={pending}>
        Enviar
      </Button>
      {pending && (
        <Text size="sm" c="gray.7" role="status">
          {pendingText}
        </Text>
      )}
    </Group>
  );
}
