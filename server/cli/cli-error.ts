/** A mistake of the person at the command line: printed as is, with exit code 1. */
export class CliError extends Error {}
