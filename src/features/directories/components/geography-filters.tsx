import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect, idValue } from '@/components/filter-select';
import { EMPTY_SELECT_MESSAGE } from '@/config/messages';
import { notify } from '@/lib/notify';
import { parseIdValue } from '@/lib/search-params';
import { areasQueryOptions, localitiesQueryOptions, provincesQueryOptions } from '@/api/geography';

/** The geography filters both directories carry in their address. */
type GeographyValue = { province_id?: number; area_id?: number; location_id?: number };
type GeographyChange = Partial<Record<keyof GeographyValue, number | undefined>>;

type Props = GeographyValue & {
  /** Called with the fields that change; a new province clears area and locality, a new area clears the locality. */
  onChange: (change: GeographyChange) => void;
};

const toOptions = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));
const loadingLabel = () => 'Cargando…';

/**
 * Province → area → locality (spec 01 §4), as native selects named like the search parameters. Lists are cached for
 * the session. A select whose parent is not chosen is disabled, so a plain GET form leaves it out.
 */
export function GeographyFilters({ province_id, area_id, location_id, onChange }: Props) {
  const provinces = useQuery(provincesQueryOptions());
  const areas = useQuery(areasQueryOptions(province_id));
  const localities = useQuery(localitiesQueryOptions(area_id));

  const provinceOptions = useMemo(() => toOptions(provinces.data), [provinces.data]);
  const areaOptions = useMemo(() => toOptions(areas.data), [areas.data]);
  const localityOptions = useMemo(() => toOptions(localities.data), [localities.data]);

  // Spec 01 §8: an empty select says so.
  const areasEmpty = province_id !== undefined && areas.isSuccess && areas.data.length === 0;
  const localitiesEmpty = area_id !== undefined && localities.isSuccess && localities.data.length === 0;
  useEffect(() => {
    if (areasEmpty || localitiesEmpty) notify.error(EMPTY_SELECT_MESSAGE);
  }, [areasEmpty, localitiesEmpty]);

  return (
    <>
      <FilterSelect
        label="Provincia"
        name="province_id"
        emptyLabel="Todas las provincias"
        value={idValue(province_id)}
        options={provinceOptions}
        loading={provinces.isPending}
        unknownLabel={provinces.isPending ? loadingLabel : undefined}
        onChange={(v) => onChange({ province_id: parseIdValue(v), area_id: undefined, location_id: undefined })}
      />
      <FilterSelect
        label="Ciudad"
        name="area_id"
        emptyLabel={province_id === undefined ? 'Elija primero una provincia' : 'Todas las ciudades'}
        value={idValue(area_id)}
        options={areaOptions}
        loading={province_id !== undefined && areas.isPending}
        unknownLabel={areas.isPending ? loadingLabel : undefined}
        disabled={province_id === undefined}
        description={areasEmpty ? EMPTY_SELECT_MESSAGE : undefined}
        onChange={(v) => onChange({ area_id: parseIdValue(v), location_id: undefined })}
      />
      <FilterSelect
        label="Localidad"
        name="location_id"
        emptyLabel={area_id === undefined ? 'Elija primero una ciudad' : 'Todas las localidades'}
        value={idValue(location_id)}
        options={localityOptions}
        loading={area_id !== undefined && localities.isPending}
        unknownLabel={localities.isPending ? loadingLabel : undefined}
        disabled={area_id === undefined}
        description={localitiesEmpty ? EMPTY_SELECT_MESSAGE : undefined}
        onChange={(v) => onChange({ location_id: parseIdValue(v) })}
      />
    </>
  );
}
