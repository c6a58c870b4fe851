export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
export const nowIso = (clock: Clock = systemClock): string => clock().toISOString();
