/** Reference lists (provinces, areas, services, …) are cached for the whole session. */
export const referenceListOptions = { staleTime: Infinity, gcTime: Infinity } as const;
