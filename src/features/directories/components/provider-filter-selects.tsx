import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SearchSelect } from '@/components/search-select';
import { parseIdValue, parseTextValue } from '@/lib/search-params';
import { providerNamesQueryOptions, type ProviderFilters } from '@/api/medical-entities';
import { medicalServicesQueryOptions } from '@/api/medical-services';
import { medicalSpecialtiesQueryOptions } from '@/api/medical-specialties';

type Props = {
  filters: ProviderFilters;
  onChange: (change: Partial<ProviderFilters>) => void;
};

const loadingLabel = () => 'Cargando…';

/** Provider name, medical service and specialty; each starts with 'TODOS' (spec 01 §7). */
export function ProviderFilterSelects({ filters, onChange }: Props) {
  // The 1000-name list loads when the field is first used, never before the first results.
  const [namesWanted, setNamesWanted] = useState(false);
  const names = useQuery({ ...providerNamesQueryOptions(), enabled: namesWanted });
  const services = useQuery(medicalServicesQueryOptions());
  const specialties = useQuery(medicalSpecialtiesQueryOptions());

  const nameOptions = useMemo(() => (names.data ?? []).map((n) => ({ value: n, label: n })), [names.data]);
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
      <SearchSelect
        label="Nombre del prestador"
        withAll
        value={filters.name ?? null}
        options={nameOptions}
        loading={namesWanted && names.isPending}
        onFirstUse={() => setNamesWanted(true)}
        onChange={(v) => onChange({ name: parseTextValue(v) })}
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
