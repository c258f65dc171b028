/**
 * The jobs this site runs. Each feature adds its job here (catalogue sync, order reconciliation).
 */
export function registerBuiltInJobs(): void {
  // Filled by the catalogue and order features.
}
