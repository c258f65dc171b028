/**
 * The demo restaurant of the POS sandbox: its catalogue, its order history and a large generated
 * catalogue for benchmarks. See ./ids.ts for the edge cases other tests rely on.
 */
export { buildDemoCatalogue } from './catalogue';
export { buildHistoricalOrders } from './historical-orders';
export { buildLargeCatalogue } from './large-catalogue';
export { DEMO_IDS } from './ids';
