import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { PageTitle } from '@/components/layout/page-title';

/** The page's single h1 and an optional lead paragraph. */
export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="xs" mb="xl">
      <PageTitle flush>{title}</PageTitle>
      {lead ? (
        <Text size="lg" maw="48rem">
          {lead}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
