import Taro from '@tarojs/taro';
import { MSG } from '@common/messages';
import { t } from '../i18n';
import { toast } from '../toast';

/** What a platform says when it has an API's name but not the API (Taro's H5 stubs, old WeChat bases). */
const NOT_SUPPORTED = /not ?support|暂时不支持|暂不支持|不支持/i;

function saysUnsupported(answer: unknown): boolean {
  const text = (answer as { errMsg?: unknown })?.errMsg ?? (answer as { message?: unknown })?.message;
  return typeof text === 'string' && NOT_SUPPORTED.test(text);
}

/**
 * Whether this platform can run the Taro API `name`: it must exist, and where `Taro.canIUse` exists
 * (WeChat) it must answer yes.
 */
export function isSupported(name: string): boolean {
  const api = (Taro as unknown as Record<string, unknown>)[name];
  if (typeof api !== 'function') return false;
  const canIUse = (Taro as unknown as { canIUse?: (schema: string) => boolean }).canIUse;
  if (typeof canIUse !== 'function') return true;
  try {
    return canIUse(name) !== false;
  } catch {
    return true;
  }
}

/** Spec section 8: 'current environment does not support this operation', as a toast. */
export function sayUnsupported(): void {
  void toast({ title: t(MSG.errors.envUnsupported), icon: 'none' });
}

/**
 * The one way to call a platform API that a platform may lack (clipboard, phone call, scan, map, files,
 * WeChat login...): runs `run` when the platform has `name`, else says 'current environment does not
 * support this operation' and resolves undefined. A platform that has the name but answers "not supported"
 * is told the same way; any other failure (the user cancelled) rejects as before.
 */
export function withPlatformApi<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  if (!isSupported(name)) {
    sayUnsupported();
    return Promise.resolve(undefined);
  }
  let started: Promise<T>;
  try {
    started = Promise.resolve(run());
  } catch (error) {
    started = Promise.reject(error);
  }
  return started.then(
    (result) => {
      // Taro's H5 stubs of weapp-only APIs "succeed" in production builds with errMsg '暂时不支持 API'.
      if (saysUnsupported(result)) {
        sayUnsupported();
        return undefined;
      }
      return result;
    },
    (error: unknown) => {
      if (saysUnsupported(error)) {
        sayUnsupported();
        return undefined;
      }
      throw error;
    },
  );
}
