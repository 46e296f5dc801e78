import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid } from '@mantine/core';
import { SAVED_PARAMS_ATTR } from '@/boot/boot-names';
import { env } from '@/config/env';
import { track } from '@/lib/analytics';
import { buildShareLink } from '@/lib/search-params';
import { ShareButton } from './share-button';

type Props<Filters> = {
  /** Its form's accessible name, action (its own address) and columns, and the share button's confirmation and link. */
  directory: {
    links: { path: string };
    texts: { form: string; copied: string };
    columns: number;
    shareParams: (filters: Filters) => Record<string, string>;
    /**
     * Field → the saved-filter parameter that also sets it: the prerendered page's start-up script shows it in the
     * field from the first paint (src/boot/boot.ts).
     */
    savedParams?: Readonly<Record<string, string>>;
  };
  /** The current filters: 'Buscar' reports which are set (never their values) as `directory_search`. */
  filters: Filters;
  onSearch: () => void;
  children: ReactNode;
};

/**
 * A directory's filters with 'Buscar' and the share button. It is a real GET form whose fields are named like the
 * search parameters: on the prerendered page, before any script runs, 'Buscar' asks the server for the address the
 * app would build (page 1 of that search), and the app then shows its results. Once the app runs, 'Buscar' and every
 * change go through the router instead.
 */
export function DirectorySearchForm<Filters extends object>({
  directory,
  filters,
  onSearch,
  children,
}: Props<Filters>) {
  const { path } = directory.links;
  const { savedParams } = directory;
  return (
    <Paper
      component="form"
      method="get"
      action={path}
      role="search"
      aria-label={directory.texts.form}
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
      <SimpleGrid cols={{ base: 1, sm: 2, md: directory.columns }} spacing="md">
        {children}
      </SimpleGrid>
      {/* A search from the form starts at page 1, as the app's own searches do. */}
      <input type="hidden" name="page" value="1" />
      <Group mt="md" align="flex-start">
        <Button type="submit">Buscar</Button>
        <ShareButton
          copiedText={directory.texts.copied}
          buildLink={() => buildShareLink(env.publicSiteUrl, path, directory.shareParams(filters))}
        />
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
