/**
 * File kinds by magic bytes, with file-type 21. It ships as ESM only: Node (>= 20.19) can require() it,
 * but jest's module registry cannot, so it is loaded through Node's own loader (`getBuiltinModule` hands
 * out the real `module`, not jest's stand-in). In the server bundle and under tsx this is a plain require.
 */
import type * as FileType from 'file-type';

type FileTypeModule = typeof FileType;

let loaded: FileTypeModule | undefined;

function fileTypeModule(): FileTypeModule {
  if (!loaded) {
    const nodeModule = process.getBuiltinModule('node:module') as typeof import('node:module');
    loaded = nodeModule.createRequire(__filename)('file-type') as FileTypeModule;
  }
  return loaded;
}

export interface DetectedType {
  /** e.g. 'jpg', 'png', 'pdf' */
  ext: string;
  mime: string;
}

/** The kind the content says it is, or undefined when no known signature matches. */
export async function detectFileType(content: Uint8Array): Promise<DetectedType | undefined> {
  const result = await fileTypeModule().fileTypeFromBuffer(content);
  return result ? { ext: result.ext, mime: result.mime } : undefined;
}
