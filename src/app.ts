// First: zod's setting must be in place before any schema is built (see the file).
import './lib/zod-config';
import type { PropsWithChildren } from 'react';
import Taro, { useLaunch, usePageNotFound } from '@tarojs/taro';
import { ROUTES, routeUrl } from '@common/routes';
import { installInterceptor } from './lib/request';
import { installRemedies } from './services/remedy-keys';
import { checkConsents } from './services/consents';
import { resumeOnboarding } from './services/onboarding-resume';
import { onPlatformLaunch } from './lib/platform/launch';
import { latestAppVersion } from './services/version';
import './app.scss';

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    installInterceptor();
    installRemedies();
    // A changed user agreement or privacy policy is asked again at start (services/consents.ts).
    void checkConsents();
    // Onboarding left half-way resumes (services/onboarding-resume.ts).
    resumeOnboarding();
    onPlatformLaunch({ scene: (options as { scene?: number } | undefined)?.scene }, { latestAppVersion });
  });
  // An unknown path (a stale link, a typo) lands on the not-found page with a way home, on both targets.
  usePageNotFound((res) => {
    const path = (res as { path?: string }).path ?? '';
    const url = routeUrl(ROUTES.notFound, { path });
    void (Taro.getCurrentPages().length ? Taro.redirectTo({ url }) : Taro.reLaunch({ url }));
  });
  return children;
}

export default App;
