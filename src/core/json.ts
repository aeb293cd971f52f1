/** JSON values, for observations, records and reports (no `any`). */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
