import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
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

/** Provider name, medical service and specialty; each starts with 'TODOS' (spec 01 §7). */
export function ProviderFilterSelects({ filters, onChange }: Props) {
  const services = useQuery(medicalServicesQueryOptions());
  const specialties = useQuery(medicalSpecialtiesQueryOptions());

  const serviceOptions = useMemo(
    () => (services.data ?? []).map((s) => ({ value: String(s.id), label: s.description })),
    [services.data],
  );
  const specialtyOptions = useMemo(
    () => (specialties.data ?? []).map((s) => ({ value: String(s.id), label: s.description })),
    [specialties.data],
  );

  return (
    <>
      <NameSelect
        label="Nombre del prestador"
        names={providerNamesQueryOptions()}
        value={filters.name}
        onChange={(name) => onChange({ name })}
      />
      <SearchSelect
        label="Servicio médico"
        withAll
        value={filters.medical_service_id === undefined ? null : String(filters.medical_service_id)}
        options={serviceOptions}
        loading={services.isPending}
        unknownLabel={services.isPending ? loadingLabel : undefined}
        onChange={(v) => onChange({ medical_service_id: parseIdValue(v) })}
      />
      <SearchSelect
        label="Especialidad"
        withAll
        value={filters.medical_specialty_id === undefined ? null : String(filters.medical_specialty_id)}
        options={specialtyOptions}
        loading={specialties.isPending}
        unknownLabel={specialties.isPending ? loadingLabel : undefined}
        onChange={(v) => onChange({ medical_specialty_id: parseIdValue(v) })}
      />
    </>
  );
}
