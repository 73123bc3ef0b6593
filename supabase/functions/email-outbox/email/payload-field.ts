/** An outbox row's payload, and a text it must carry (the outbox and the escrow rows read it). */
export type Payload = Record<string, unknown>;

export function field(payload: Payload, name: string): string {
  const value = payload[name];
  if (typeof value !== 'string' || value === '') throw new Error(`payload.${name} is missing`);
  return value;
}
