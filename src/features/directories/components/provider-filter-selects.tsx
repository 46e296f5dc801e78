import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect, idValue } from '@/components/filter-select';
import { SearchSelect } from '@/components/search-select';
import { parseIdValue } from '@/lib/search-params';
import { providerNamesQueryOptions, type ProviderFilters } from '@/api/medical-entities';
import { medicalServicesQueryOptions } from '@/api/medical-services';
import { medicalSpecialtiesQueryOptions } from '@/api/medical-specialties';
import { NameSelect } from './name-select';

type Props = {
  filters: ProviderFilters;
  onChange: (change: Partial<ProviderFilters>) => void;
};

const loadingLabel = () => 'Cargando…';
const toOptions = (list: { id: number; description: string }[] | undefined) =>
  (list ?? []).map((item) => ({ value: String(item.id), label: item.description }));

/**
 * Provider name, medical service and specialty; each starts with 'TODOS' (spec 01 §7). The short service list is
 * a native select; the long lists (names, specialties) become searchable on first use.
 */
export function ProviderFilterSelects({ filters, onChange }: Props) {
  const services = useQuery(medicalServicesQueryOptions());
  const specialties = useQuery(medicalSpecialtiesQueryOptions());
  const serviceOptions = useMemo(() => toOptions(services.data), [services.data]);
  const specialtyOptions = useMemo(() => toOptions(specialties.data), [specialties.data]);

  return (
    <>
      <NameSelect
        label="Nombre del prestador"
        name="name"
        names={providerNamesQueryOptions()}
        value={filters.name}
        onChange={(name) => onChange({ name })}
      />
      <FilterSelect
        label="Servicio médico"
        name="medical_service_id"
        emptyLabel="TODOS"
        value={idValue(filters.medical_service_id)}
        options={serviceOptions}
        loading={services.isPending}
        unknownLabel={services.isPending ? loadingLabel : undefined}
        onChange={(v) => onChange({ medical_service_id: parseIdValue(v) })}
      />
      <SearchSelect
        label="Especialidad"
        name="medical_specialty_id"
        emptyLabel="TODOS"
        value={idValue(filters.medical_specialty_id)}
        options={specialtyOptions}
        loading={specialties.isPending}
        unknownLabel={specialties.isPending ? loadingLabel : undefined}
        onChange={(v) => onChange({ medical_specialty_id: parseIdValue(v) })}
      />
    </>
  );
}
