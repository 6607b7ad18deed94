/**
 * What data migrations need from outside db/ (which imports no module): the composition root (app.ts)
 * hands it in. A backfill that needs live rules gets them here instead of importing them.
 */
export interface MigrationContext {
  /** The map centre of a region code (regions module), for 0007's backfill of position points. */
  regionPoint(code: string): { latitude: number; longitude: number } | undefined;
}
