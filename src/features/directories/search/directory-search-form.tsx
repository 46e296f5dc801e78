import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid } from '@mantine/core';
import { SAVED_PARAMS_ATTR } from '@/boot/boot-names';
import { track } from '@/lib/analytics';
import { ShareButton } from './share-button';

type Props = {
  /** The form's accessible name, e.g. 'Buscar farmacias'. */
  label: string;
  /** The directory's own path: before the app runs, 'Buscar' is a plain GET to it. */
  action: string;
  /** Filter columns from the md breakpoint up. */
  columns: number;
  onSearch: () => void;
  /** The current filters: 'Buscar' reports which are set (never their values) as `directory_search`. */
  filters: object;
  /** The share button's confirmation (its text differs per directory) and the link it copies. */
  copiedText: string;
  buildShareLink: () => string;
  /**
   * Field → the saved-filter parameter that also sets it: the prerendered page's start-up script shows
   * it in the field from the first paint (src/boot/boot.ts).
   */
  savedParams?: Record<string, string>;
  children: ReactNode;
};

/**
 * A directory's filters with 'Buscar' and the share button. It is a real GET form whose fields are named like the
 * search parameters: on the prerendered page, before any script runs, 'Buscar' asks the server for the address the
 * app would build (page 1 of that search), and the app then shows its results. Once the app runs, 'Buscar' and every
 * change go through the router instead.
 */
export function DirectorySearchForm({
  label,
  action,
  columns,
  onSearch,
  filters,
  copiedText,
  buildShareLink,
  savedParams,
  children,
}: Props) {
  return (
    <Paper
      component="form"
      method="get"
      action={action}
      role="search"
      aria-label={label}
      {...{ [SAVED_PARAMS_ATTR]: savedParams && JSON.stringify(savedParams) }}
      withBorder
      p="md"
      mb="xl"
      onSubmit={(event) => {
        event.preventDefault();
        track('directory_search', { filters: setFilterNames(filters) });
        onSearch();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="md">
        {children}
      </SimpleGrid>
      {/* A search from the form starts at page 1, as the app's own searches do. */}
      <input type="hidden" name="page" value="1" />
      <Group mt="md" align="flex-start">
        <Button type="submit">Buscar</Button>
        <ShareButton copiedText={copiedText} buildLink={buildShareLink} />
      </Group>
    </Paper>
  );
}

/** The names of the filters that hold a value ('all' is the selects' "TODOS"). */
function setFilterNames(filters: object): string[] {
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== null && value !== '' && value !== 'all')
    .map(([name]) => name)
    .sort();
}
