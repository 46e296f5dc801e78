import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import {
  idValue,
  nameOption,
  NativeSelect,
  useSelectOptions,
  type SelectOption,
  type SelectOptions,
} from '@/components/select/native-select';
import { EMPTY_SELECT_MESSAGE } from '@/config/messages';
import { notify } from '@/lib/notify';
import { parseIdValue, parseTextValue } from '@/lib/search-params';
import { areasQueryOptions, localitiesQueryOptions, provincesQueryOptions } from '@/api/geography';
import type { DirectoryCalls } from '@/api/directory-calls';
import { providerCalls } from '@/api/medical-entities';
import { medicalServicesQueryOptions } from '@/api/medical-services';
import { medicalSpecialtiesQueryOptions } from '@/api/medical-specialties';
import { pharmacyCalls } from '@/api/pharmacies';
import type { PharmacySearchFilters } from './pharmacy-search';
import type { ProviderFilters } from './provider-search';
import type { FilterName, Geography } from './search-schema';

const byName = (item: { id: number; name: string }): SelectOption => ({ value: String(item.id), label: item.name });
type Described = { id: number; description: string };

const byDescription = (item: Described): SelectOption => ({
  value: String(item.id),
  label: item.description,
});

type GeographyProps = Geography & {
  /** Called with the fields that change; a new province clears area and locality, a new area clears the locality. */
  onChange: (change: Geography) => void;
};

/**
 * A list that depends on its parent's choice: disabled until the parent is chosen, so a plain GET form leaves it out,
 * and saying so when the parent's choice has nothing in it.
 */
const waitingFor = (parent: number | undefined, options: SelectOptions) => ({
  options,
  disabled: parent === undefined,
  description: options.empty ? EMPTY_SELECT_MESSAGE : undefined,
});

/**
 * Province → area → locality, as native selects named like the search parameters. Lists are cached for
 * the session.
 */
export function GeographyFilters({ province_id, area_id, location_id, onChange }: GeographyProps) {
  const provinces = useSelectOptions(useQuery(provincesQueryOptions()), {
    emptyLabel: 'Todas las provincias',
    value: idValue(province_id),
    toOption: byName,
  });
  const areas = useSelectOptions(useQuery(areasQueryOptions(province_id)), {
    emptyLabel: province_id === undefined ? 'Elija primero una provincia' : 'Todas las ciudades',
    value: idValue(area_id),
    toOption: byName,
    wanted: province_id !== undefined,
  });
  const localities = useSelectOptions(useQuery(localitiesQueryOptions(area_id)), {
    emptyLabel: area_id === undefined ? 'Elija primero una ciudad' : 'Todas las localidades',
    value: idValue(location_id),
    toOption: byName,
    wanted: area_id !== undefined,
  });

  // An empty select says so.
  useEffect(() => {
    if (areas.empty || localities.empty) notify.error(EMPTY_SELECT_MESSAGE);
  }, [areas.empty, localities.empty]);

  return (
    <>
      <NativeSelect
        label="Provincia"
        name={'province_id' satisfies FilterName<Geography>}
        value={idValue(province_id)}
        options={provinces}
        onChange={(v) => onChange({ province_id: parseIdValue(v), area_id: undefined, location_id: undefined })}
      />
      <NativeSelect
        label="Ciudad"
        name={'area_id' satisfies FilterName<Geography>}
        value={idValue(area_id)}
        {...waitingFor(province_id, areas)}
        onChange={(v) => onChange({ area_id: parseIdValue(v), location_id: undefined })}
      />
      <NativeSelect
        label="Localidad"
        name={'location_id' satisfies FilterName<Geography>}
        value={idValue(location_id)}
        {...waitingFor(area_id, localities)}
        onChange={(v) => onChange({ location_id: parseIdValue(v) })}
      />
    </>
  );
}

type NameFilterProps = {
  label: string;
  /** The search parameter it fills ('name', 'pharmacies_name'). */
  name: string;
  /** The directory's calls: its names' list (1000 of them) and the search of its names on the server. */
  calls: Pick<DirectoryCalls<{ name: string }>, 'namesQueryOptions' | 'nameSearchQueryOptions'>;
  value: string | undefined;
  onChange: (name: string | undefined) => void;
};

/** From how many typed characters a cut list of names is searched on the server. */
const NAME_SEARCH_MIN_LENGTH = 2;

/**
 * A directory's name filter, 'TODOS' first, searchable. Its long list loads when the field is first used, never
 * before the first results. When that list is cut (the API has more names than the 1000 it sent), from two typed
 * characters the names are searched on the server as the visitor types (docs/decisions/directory-of-thousands.md); a
 * complete list is searched here.
 */
function NameFilter({ label, name, calls, value, onChange }: NameFilterProps) {
  const [wanted, setWanted] = useState(false);
  const list = useQuery({ ...calls.namesQueryOptions(), enabled: wanted });
  const cut = list.data?.cut === true;
  const [searched, setSearched] = useState('');
  const found = useQuery({
    ...calls.nameSearchQueryOptions(searched),
    enabled: cut && searched !== '',
    // The last answer stays while the next one loads: the field narrows it to what is typed.
    placeholderData: keepPreviousData,
  });
  const onServer = cut && searched !== '' && found.data !== undefined;
  const options = useSelectOptions(
    {
      data: onServer ? found.data : list.data?.names,
      isPending: onServer ? false : list.isPending,
      isSuccess: onServer || list.isSuccess,
    },
    { emptyLabel: 'TODOS', value, toOption: nameOption, wanted, unknown: 'value' },
  );
  return (
    <NativeSelect
      label={label}
      name={name}
      value={value}
      options={options}
      onChange={(v) => onChange(parseTextValue(v))}
      searchable={{
        onFirstUse: () => setWanted(true),
        serverSearch: cut
          ? {
              minLength: NAME_SEARCH_MIN_LENGTH,
              onSearch: setSearched,
              searched,
              waiting: found.isFetching || found.isPlaceholderData,
            }
          : undefined,
      }}
    />
  );
}

/** A directory's own filters (before the geography ones): its address's values and a change of some of them. */
export type FilterFieldsProps<Filters> = {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
};

/** A filter's field: its `name` (one of the directory's filters), its value and its change. */
function filterField<Filters, Name extends FilterName<Filters>>(
  { filters, onChange }: FilterFieldsProps<Filters>,
  name: Name,
) {
  return {
    name,
    value: filters[name],
    onChange: (value: Filters[Name]) => {
      const change: Partial<Filters> = {};
      change[name] = value;
      onChange(change);
    },
  };
}

/** What a search of the service and specialty fields reads out (docs/decisions/everyday-words.md). */
const servicesFound = (count: number) =>
  count === 0 ? 'Ningún servicio encontrado' : count === 1 ? '1 servicio encontrado' : `${count} servicios encontrados`;
const specialtiesFound = (count: number) =>
  count === 0
    ? 'Ninguna especialidad encontrada'
    : count === 1
      ? '1 especialidad encontrada'
      : `${count} especialidades encontradas`;

type MedicalWordsFilterProps<TKey extends QueryKey> = {
  label: string;
  /** The search parameter it fills. */
  name: string;
  /** The reference list it offers ('TODOS' first), each item under its description. */
  list: UseQueryOptions<Described[], Error, Described[], TKey>;
  countFound: (count: number) => string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
};

/** A searchable select of a medical list that also understands people's words ('oculista', 'huesos') and typos. */
function MedicalWordsFilter<TKey extends QueryKey>({
  label,
  name,
  list,
  countFound,
  value,
  onChange,
}: MedicalWordsFilterProps<TKey>) {
  const chosen = idValue(value);
  const options = useSelectOptions(useQuery(list), { emptyLabel: 'TODOS', value: chosen, toOption: byDescription });
  return (
    <NativeSelect
      searchable={{ medicalWords: true, countFound }}
      label={label}
      name={name}
      value={chosen}
      options={options}
      onChange={(v) => onChange(parseIdValue(v))}
    />
  );
}

/**
 * Provider name, medical service and specialty; each starts with 'TODOS'. All three become searchable
 * comboboxes on first use; service and specialty also understand people's words and typos.
 */
export function ProviderFilterFields(props: FilterFieldsProps<ProviderFilters>) {
  return (
    <>
      <NameFilter label="Nombre del prestador" calls={providerCalls} {...filterField(props, 'name')} />
      <MedicalWordsFilter
        label="Servicio médico"
        list={medicalServicesQueryOptions()}
        countFound={servicesFound}
        {...filterField(props, 'medical_service_id')}
      />
      <MedicalWordsFilter
        label="Especialidad"
        list={medicalSpecialtiesQueryOptions()}
        countFound={specialtiesFound}
        {...filterField(props, 'medical_specialty_id')}
      />
    </>
  );
}

/** The pharmacy's name, 'TODOS' first, searchable. */
export function PharmacyFilterFields(props: FilterFieldsProps<PharmacySearchFilters>) {
  return <NameFilter label="Nombre de la farmacia" calls={pharmacyCalls} {...filterField(props, 'pharmacies_name')} />;
}
