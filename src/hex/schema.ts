/**
 * zod schemas for the hex kit's plain data in a content pack: the grid (`GridSpec`) and a hexside
 * list (`Hexsides.toList()` form). A game's content loader embeds them in its own pack schema, so a
 * bad id or flag is reported with the file, entry and field like every other content error.
 */
import { z } from 'zod';
import type { GridSpec } from './grid.js';

const part = z.number().int().min(0).max(9999);

export const GridSpecSchema = z
  .strictObject({
    orientation: z.enum(['flat', 'pointy']),
    shifted: z.enum(['odd', 'even']),
    idFormat: z.enum(['CCRR', 'RRCC']),
    firstCol: part,
    lastCol: part,
    firstRow: part,
    lastRow: part,
    omit: z.array(z.number().int().min(0)).optional(),
    spaces: z
      .array(z.strictObject({ name: z.string().min(1), x: z.number().optional(), y: z.number().optional() }))
      .optional(),
    links: z
      .array(
        z.strictObject({
          a: z.union([z.number().int(), z.string().min(1)]),
          b: z.union([z.number().int(), z.string().min(1)]),
          kind: z.number().int().optional(),
        }),
      )
      .optional(),
    digits: z.number().int().min(1).max(4).optional(),
  })
  .refine((s) => s.lastCol >= s.firstCol && s.lastRow >= s.firstRow, {
    message: 'lastCol/lastRow must not be below firstCol/firstRow',
  }) satisfies z.ZodType<GridSpec>;

/** [idA, idB, flags] per side; idB = -1 - direction for a side on the map border. */
export const HexsideListSchema = z.array(
  z.tuple([z.number().int().min(0), z.number().int(), z.number().int()]),
);
