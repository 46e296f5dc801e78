/** `z.string().check(z.maxLength(...maxChars(FIELD_LIMITS.phone)))`: the limit and what a field over it says. */
export function maxChars(limit: number): [number, string] {
  return [limit, `Máximo ${limit} caracteres.`];
}
