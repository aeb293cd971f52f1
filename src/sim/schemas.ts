/**
 * The zod schemas of the data a run reads back from outside the process (run.json files from disk,
 * possibly written on another machine; queue payloads from Redis), shared so the two readers accept
 * the same option sets, bot pairings and plan fingerprints. Lengths are bounded: it is data from
 * elsewhere.
 */
import { z } from 'zod';

/** An option id, side id or scenario id. */
export const nameSchema = z.string().min(1).max(200);
/** Option id → true/false or an enum value. */
export const optionsSchema = z.record(nameSchema, z.union([z.boolean(), z.string().max(200)]));
/** Side id → bot spec. */
export const playersSchema = z.record(nameSchema, z.string().min(1).max(500));
/** A plan's fingerprint hash (runfile.ts planHash): 16 hex digits. */
export const fingerprintSchema = z.string().regex(/^[0-9a-f]{16}$/);
