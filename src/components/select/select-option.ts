/** One option of a select, the platform's (native-select.tsx) or the searchable one it becomes (searchable-select.tsx). */
export type SelectOption = { value: string; label: string };
