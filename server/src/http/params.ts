/** Path parameters shared by every module's routes. */
import { MSG } from '@common/messages';
import { RECORD_ID_MAX } from '@common/resume';
import { z } from 'zod';

/** An id in the path ('12'): a positive integer no larger than any stored id can be. */
export const idParam = z.coerce
  .number({ error: MSG.validation.integer })
  .int({ error: MSG.validation.integer })
  .min(1, { error: MSG.validation.numberMin })
  .max(RECORD_ID_MAX, { error: MSG.validation.numberMax });

/** `/things/{id}`. */
export const idPath = z.object({ id: idParam });
