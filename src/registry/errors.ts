/** Error codes a 400 can carry, one per kind of problem with a parameter. */
export const ERROR_CODES = {
  missing: 'a required parameter is absent',
  invalid_number: 'the text is not a plain decimal number',
  invalid_boolean: 'the text is not true or false',
  invalid_date: 'the text is not a calendar date written YYYY-MM-DD',
  not_allowed: 'the value is not one of the allowed values',
  out_of_range: 'the number is outside the declared bounds',
  not_integer: 'the number must be a whole number',
  not_multiple: 'the number must be a whole multiple of its step (a deposit in multiples of ₹1,000)',
  repeated: 'the parameter appears more than once',
  unknown_parameter: "the name is not a parameter of the calculator (over HTTP: one that probably misspells a parameter, or is another calculator's)",
  alias_conflict: 'two names of one parameter carry different values',
  constraint: 'a rule across parameters does not hold',
  not_whole_periods: 'the duration is not a whole number of periods',
  not_applicable: 'the calculation has no answer for these values',
} as const

export type ErrorCode = keyof typeof ERROR_CODES

export interface ParameterProblem {
  parameter: string
  code: ErrorCode | string
  message: string
}
