import { messages } from '@common/messages';
import { format } from '@common/i18n';
import { runUpdateFlow, type UpdateManagerLike } from '../update-manager';

const t = (key: string) => format(messages, 'zh-Hans', key);

function fakeManager() {
  const handlers: Record<string, () => void> = {};
  const manager: UpdateManagerLike & { applied: number } = {
    applied: 0,
    onCheckForUpdate: (cb) => void (handlers.check = () => cb({ hasUpdate: true })),
    onUpdateReady: (cb) => void (handlers.ready = cb),
    onUpdateFailed: (cb) => void (handlers.failed = cb),
    applyUpdate() {
      this.applied += 1;
    },
  };
  return { manager, handlers };
}

function fakeUi(confirm: boolean) {
  const modals: { title: string; content: string; showCancel?: boolean }[] = [];
  const toasts: string[] = [];
  return {
    modals,
    toasts,
    ui: {
      showModal: async (o: { title: string; content: string; showCancel?: boolean }) => {
        modals.push(o);
        return { confirm };
      },
      showToast: (o: { title: string }) => void toasts.push(o.title),
      t,
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

test('scene 1154 skips the update check', () => {
  const { manager, handlers } = fakeManager();
  expect(runUpdateFlow(1154, manager, fakeUi(true).ui)).toBe(false);
  expect(Object.keys(handlers)).toHaveLength(0);
});

test('no update manager (not weapp): nothing happens', () => {
  expect(runUpdateFlow(1001, undefined, fakeUi(true).ui)).toBe(false);
});

test('update downloaded: dialog 更新提示; confirming applies it', async () => {
  const { manager, handlers } = fakeManager();
  const { ui, modals } = fakeUi(true);
  expect(runUpdateFlow(1001, manager, ui)).toBe(true);
  handlers.ready();
  await flush();
  expect(modals[0].title).toBe('更新提示');
  expect(modals[0].content).toBe('新版本已经准备好，是否重启应用？');
  expect(manager.applied).toBe(1);
});

test('update downloaded: cancelling keeps the running version', async () => {
  const { manager, handlers } = fakeManager();
  const { ui } = fakeUi(false);
  runUpdateFlow(undefined, manager, ui);
  handlers.ready();
  await flush();
  expect(manager.applied).toBe(0);
});

test('download failed: toast 新版本下载失败, then dialog 发现新版本 without cancel', async () => {
  const { manager, handlers } = fakeManager();
  const { ui, modals, toasts } = fakeUi(true);
  runUpdateFlow(1001, manager, ui);
  handlers.failed();
  await flush();
  expect(toasts).toEqual(['新版本下载失败']);
  expect(modals[0]).toMatchObject({ title: '发现新版本', showCancel: false });
  expect(modals[0].content).toContain('删除当前小程序');
  expect(manager.applied).toBe(0);
});

test('an update that cannot be applied says 更新失败 (update failed)', async () => {
  const { manager, handlers } = fakeManager();
  manager.applyUpdate = () => {
    throw new Error('applyUpdate:fail');
  };
  const { ui, toasts } = fakeUi(true);
  runUpdateFlow(1001, manager, ui);
  handlers.ready();
  await flush();
  expect(toasts).toEqual(['更新失败']);
});
