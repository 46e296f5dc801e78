import { useMemo, useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { SearchSelect } from '@/components/search-select';
import { parseTextValue } from '@/lib/search-params';

type Props<TQueryFnData, TKey extends QueryKey> = {
  label: string;
  /** The search parameter it fills ('name', 'pharmacies_name'). */
  name: string;
  /** The names' list (1000 of them, spec 01 §7): a reference list that selects plain names. */
  names: UseQueryOptions<TQueryFnData, Error, string[], TKey>;
  value: string | undefined;
  onChange: (name: string | undefined) => void;
};

/**
 * A directory's name filter, 'TODOS' first. Its long list loads when the field is first used, never before the
 * first results.
 */
export function NameSelect<TQueryFnData, TKey extends QueryKey>({
  label,
  name,
  names,
  value,
  onChange,
}: Props<TQueryFnData, TKey>) {
  const [wanted, setWanted] = useState(false);
  const query = useQuery({ ...names, enabled: wanted });
  const options = useMemo(() => (query.data ?? []).map((n) => ({ value: n, label: n })), [query.data]);
  return (
    <SearchSelect
      label={label}
      name={name}
      emptyLabel="TODOS"
      value={value}
      options={options}
      loading={wanted && query.isPending}
      onFirstUse={() => setWanted(true)}
      onChange={(v) => onChange(parseTextValue(v))}
    />
  );
}
