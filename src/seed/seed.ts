import type { Payload } from 'payload'

export async function seedIfEmpty(_payload: Payload): Promise<void> {}
