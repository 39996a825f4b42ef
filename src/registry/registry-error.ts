/** A registry that does not load: every problem found, each naming the calculator and the field. */
export class RegistryError extends Error {
  /** `source` names the registry in the message: calculators.yaml, or the file given instead. */
  constructor(
    readonly problems: readonly string[],
    source = 'calculators.yaml',
  ) {
    super(`${source} is invalid:\n  - ${problems.join('\n  - ')}`)
    this.name = 'RegistryError'
  }
}
