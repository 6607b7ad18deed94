/**
 * Where the app's image uploads go, for the building blocks that upload (components reach the server only
 * through services/): a picture stored for anyone to see (a logo, an avatar), or a private document (a
 * business license, a sealed letter) stored apart and answered as a short-lived signed link.
 */
import * as uploads from '@/api/uploads';
import type { Endpoint } from '@/lib/call';

type ImageUploadCall = NonNullable<(typeof uploads.uploadImage)['spec'] | (typeof uploads.uploadDocument)['spec']>;

export function imageUploadFor(privateDocument?: boolean): Endpoint<ImageUploadCall> {
  return privateDocument ? uploads.uploadDocument : uploads.uploadImage;
}
