/**
 * A request the validators accepted but the calculation cannot answer, named after the
 * parameter at fault (for example a tenure that is not a whole number of months). The runtime
 * answers it as a 400 like any other invalid parameter, with `code` from the registry's error
 * codes (src/registry/errors.ts). Raised by the shared math and by formulas, so it sits in the
 * lowest layer that raises it; src/formulas/formula.ts re-exports it for the formulas.
 */
export class InputError extends Error {
  constructor(
    readonly parameter: string,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'InputError'
  }
}
