/** Response shapes of the notification calls (they feed the OpenAPI document). */
import type { NotificationRow } from '@common/notifications';
import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z
    .number()
    .int()
    .describe(
      'push type: 1 candidates of a position, 2 interviews, 3 system, 4 offer, 5 applications, 6 position review, 7 company review',
    ),
  kind: z.string().describe('e.g. application_received, interview_invited (common/notifications.ts)'),
  title: z.string().describe("rendered in the caller's language at read time"),
  body: z.string(),
  rid: z
    .number()
    .int()
    .nullable()
    .describe('position id (types 1, 6), interview id (2, 4), application id (5), company id (7)'),
  read: z.boolean(),
  createdAt: z.string().describe('ISO 8601'),
});

export const countSchema = z.object({ count: z.number().int().nonnegative() });
export const readStateSchema = z.object({ id: z.number().int(), read: z.boolean() });

// The answered row and the shared TypeScript type agree (compile-time check).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const rowMatches: Same<Omit<z.infer<typeof notificationSchema>, 'type'>, Omit<NotificationRow, 'type'>> = true;
void rowMatches;
