import { Container, Group, Text } from '@mantine/core';
import { PageTitle } from '@/components/layout/page-title';
import { HydrateLater } from '@/boot/hydration';
import type { Directory, Result } from '../directories';
import { useDirectoryResults } from '../results/use-directory-results';
import { ResultsPanel } from '../results/results-panel';
import { SavedListingsButton } from '../saved/saved-listings-button';
import { DirectorySearchForm } from '../search/directory-search-form';
import { GeographyFilters } from '../search/directory-filters';
import type { Geography, ViewSearch } from '../search/search-schema';
import { useDirectorySearch } from '../search/use-directory-search';
import { useSearchActions } from '../search/use-search-actions';
import { useSearchWords } from '../search/use-search-words';

/** A directory's page (/cartilla-medica, /farmacias), from its record. Every filter and the page live in the address. */
export function DirectoryPage<Row extends Result, Search extends ViewSearch, Filters extends Geography>({
  directory,
}: {
  directory: Directory<Row, Search, Filters>;
}) {
  const { search, filters, page } = useDirectorySearch(directory);
  const actions = useSearchActions(directory, { search, filters });
  const results = useDirectoryResults(directory, { filters, page, position: actions.nearMe.position });
  const { place } = useSearchWords(directory.apiFilters(filters));
  const { Fields, texts } = directory;

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageTitle>{directory.routes.meta.title}</PageTitle>
        <SavedListingsButton
          kind={directory.kind}
          noneSaved={texts.noneSaved}
          printSaved={directory.links.print({ guardados: 1 })}
        />
      </Group>
      <Text mb="lg">{texts.intro}</Text>

      <HydrateLater>
        <DirectorySearchForm directory={directory} filters={filters} onSearch={() => void actions.runSearch()}>
          <Fields filters={filters} onChange={actions.change} />
          <GeographyFilters {...filters} onChange={actions.change} />
        </DirectorySearchForm>
      </HydrateLater>

      <HydrateLater>
        <ResultsPanel
          directory={directory}
          filters={filters}
          page={page}
          results={results}
          actions={actions}
          toListing={(row) => directory.toListing(row, place)}
        />
      </HydrateLater>
    </Container>
  );
}
