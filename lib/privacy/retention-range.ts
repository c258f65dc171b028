/** How many months staff may keep an order's personal data (docs/decisions/240). No imports: forms read it too. */
export const DEFAULT_RETENTION_MONTHS = 24;
export const RETENTION_MONTHS_RANGE = { min: 1, max: 120 } as const;
