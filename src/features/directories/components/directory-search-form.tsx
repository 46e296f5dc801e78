import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid } from '@mantine/core';
import { ShareButton } from './share-button';

type Props = {
  /** The form's accessible name, e.g. 'Buscar farmacias'. */
  label: string;
  /** Filter columns from the md breakpoint up. */
  columns: number;
  onSearch: () => void;
  /** The share button's confirmation (the spec's text differs per directory) and the link it copies. */
  copiedText: string;
  buildShareLink: () => string;
  children: ReactNode;
};

/** A directory's filters with 'Buscar' and the share button. */
export function DirectorySearchForm({ label, columns, onSearch, copiedText, buildShareLink, children }: Props) {
  return (
    <Paper
      component="form"
      role="search"
      aria-label={label}
      withBorder
      p="md"
      mb="xl"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="md">
        {children}
      </SimpleGrid>
      <Group mt="md" align="flex-start">
        <Button type="submit">Buscar</Button>
        <ShareButton copiedText={copiedText} buildLink={buildShareLink} />
      </Group>
    </Paper>
  );
}
