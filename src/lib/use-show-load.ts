import { useEffect, useRef } from 'react';
import { useDidShow } from '@tarojs/taro';

/**
 * Runs `load` when the component mounts and whenever its page shows again (coming back from a form), once
 * at a time. Mounting counts too: a component mounted after its page first showed (behind a login or an
 * identity gate) would otherwise wait for the next show.
 */
export function useShowLoad(load: () => Promise<unknown>): () => void {
  const running = useRef(false);
  const run = () => {
    if (running.current) return;
    running.current = true;
    void load().finally(() => {
      running.current = false;
    });
  };
  useEffect(run, []);
  useDidShow(run);
  return run;
}
