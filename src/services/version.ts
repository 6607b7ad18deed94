/**
 * The version check at launch (`GET version/getVersion`): the newest version the server offers for a
 * platform, which the Android shell's launch compares with its own (lib/platform/app-version.ts).
 */
import type { VersionInfo } from '@common/content';
import * as content from '@/api/content';
import { call } from '@/lib/call';

export function latestAppVersion(platform: string): Promise<VersionInfo> {
  return call(content.version, { name: platform });
}
