import type { PropsWithChildren } from 'react';
import { useLaunch } from '@tarojs/taro';
import { installInterceptor } from './lib/request';
import { installRemedies } from './lib/refusal-remedy';
import { onPlatformLaunch } from './lib/platform/launch';
import './app.scss';

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    installInterceptor();
    installRemedies();
    onPlatformLaunch({ scene: (options as { scene?: number } | undefined)?.scene });
  });
  return children;
}

export default App;
