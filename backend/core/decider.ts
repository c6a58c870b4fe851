/** The shapes every module's write side is built from (emmett / Oskar Dudycz's decider). */
export type Event<T extends string = string, D = Record<string, unknown>> = Readonly<{
  type: T;
  data: Readonly<D>;
}>;

export type CommandMetadata = Readonly<{ now: string; userId?: string; eventIds?: string[] }>;

export type Command<T extends string = string, D = Record<string, unknown>> = Readonly<{
  type: T;
  data: Readonly<D>;
  metadata: CommandMetadata;
}>;

export type Decider<S, C extends Command, E extends Event> = {
  decide: (command: C, state: S) => E[];
  evolve: (state: S, event: E) => S;
  initialState: () => S;
};

export const assertNever = (value: never): never => {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
};
