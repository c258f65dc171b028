/** A cart or order the pricing core refuses to price: a bug in the caller, never a customer mistake. */
export class PricingError extends Error {
  constructor(
    /** Where in the input, e.g. "lines[2].discount.percent". */
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
    this.name = 'PricingError';
  }
}
