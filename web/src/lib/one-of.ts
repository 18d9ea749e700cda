// Whether a value read from outside (an address, local storage) is one of a list's choices.
export const isOneOf = <Value extends string>(choices: readonly Value[], value: unknown): value is Value =>
  choices.includes(value as Value);
