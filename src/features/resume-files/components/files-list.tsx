import { useCallback, useEffect, useRef, useState } from 'react';
import Taro from '@tarojs/taro';
import { Input, Text, View } from '@tarojs/components';
import { RESUME_FILE_NAME_MAX, RESUME_FILES_MAX, type ResumeFile } from '@common/resume-files';
import { RESUME_FILES_MSG } from '@common/messages.resume-files';
import * as resumeFiles from '@/api/resume-files';
import { StateBlock } from '@/components/state-block';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openFileWindow, openSignedFile } from '@/lib/open-file';
import { assetUrl, shownRefusal } from '@/lib/request';
import { toast } from '@/lib/toast';
import { isUploadAborted, upload } from '@/lib/upload';
import { baseName, checkResumeFile, fileSize } from '../rules';
import { chooseResumeFile, type ChosenFile } from '../upload';
import { PdfPreview } from './pdf-preview';
import '../strings';
import './files.scss';

/** The review helper's page (从文件填写简历); a plain path so this screen does not depend on its route entry. */
export const FILL_PAGE = '/pages/resume/fill';

const H5 = process.env.TARO_ENV === 'h5';

type Load = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ok'; files: ResumeFile[] };

function say(title: string) {
  void toast({ title, icon: 'none' });
}

/** One file: its kind, name, size and date, the 默认 badge, and what may be done with it. */
function FileRow({
  file,
  onPreview,
  onRename,
  onDefault,
  onDelete,
}: {
  file: ResumeFile;
  onPreview: () => void;
  onRename: () => void;
  onDefault: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <View className="files-row" data-testid="resume-file-row" data-id={file.id} role="listitem">
      <View className="files-row__main" role="button" data-testid="resume-file-open" onClick={onPreview}>
        <Text className={`files-row__icon files-row__icon--${file.kind}`}>{file.kind.toUpperCase()}</Text>
        <View className="files-row__text">
          <View className="files-row__head">
            <Text className="files-row__name" data-testid="resume-file-name">
              {file.name}
            </Text>
            {file.isDefault ? (
              <Text className="files-row__badge" data-testid="resume-file-default">
                {t('files.default')}
              </Text>
            ) : null}
          </View>
          <Text className="files-row__meta">
            {`${fileSize(file.size)} · ${t('files.uploadedOn', { date: file.createdAt.slice(0, 10) })}`}
          </Text>
        </View>
      </View>
      <View className="files-row__actions">
        <View className="files-row__action" role="button" data-testid="resume-file-preview" onClick={onPreview}>
          {t('files.preview')}
        </View>
        <View className="files-row__action" role="button" data-testid="resume-file-rename" onClick={onRename}>
          {t('files.rename')}
        </View>
        {file.isDefault ? null : (
          <View className="files-row__action" role="button" data-testid="resume-file-set-default" onClick={onDefault}>
            {t('files.setDefault')}
          </View>
        )}
        <View
          className="files-row__action files-row__action--danger"
          role="button"
          data-testid="resume-file-delete"
          onClick={onDelete}
        >
          {t('files.delete')}
        </View>
      </View>
    </View>
  );
}

/** 重命名: the name without its extension (the server keeps the extension). */
function RenameDialog({
  file,
  onCancel,
  onSave,
}: {
  file: ResumeFile;
  onCancel: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const t = useT();
  const [name, setName] = useState(baseName(file.name));
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > RESUME_FILE_NAME_MAX) {
      say(t(RESUME_FILES_MSG.name, { max: RESUME_FILE_NAME_MAX }));
      return;
    }
    setBusy(true);
    try {
      await onSave(trimmed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <View className="files-dialog" data-testid="rename-dialog" role="dialog" aria-label={t('files.renameTitle')}>
      <View className="files-dialog__panel">
        <Text className="files-dialog__title">{t('files.renameTitle')}</Text>
        <Input
          className="files-dialog__input"
          data-testid="rename-input"
          value={name}
          maxlength={RESUME_FILE_NAME_MAX}
          placeholder={t('files.renamePlaceholder')}
          aria-label={t('files.renamePlaceholder')}
          onInput={(event) => setName(event.detail.value)}
        />
        <View className="files-dialog__buttons">
          <View className="files__button files__button--plain" role="button" onClick={onCancel}>
            {t('common.cancel')}
          </View>
          <View
            className={`files__button ${busy ? 'files__button--busy' : ''}`}
            role="button"
            data-testid="rename-save"
            onClick={() => (busy ? undefined : void save())}
          >
            {t('files.save')}
          </View>
        </View>
      </View>
    </View>
  );
}

/**
 * 附件简历 (pages/resume/files): the seeker's files with the 默认 badge; upload (a progress bar and 取消),
 * rename, delete, set the default; at most RESUME_FILES_MAX files. A PDF is previewed inside the page on H5;
 * DOC/DOCX on H5 and everything on weapp open through the signed link. Also 下载在线简历（PDF） and
 * 从文件填写简历.
 */
export function ResumeFilesList() {
  const t = useT();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [progress, setProgress] = useState<number>();
  const abort = useRef<() => void>();
  const [renaming, setRenaming] = useState<ResumeFile>();
  const [preview, setPreview] = useState<{ url: string; file: ResumeFile }>();
  const input = useRef<HTMLInputElement | null>(null);

  const reload = useCallback(() => {
    call(resumeFiles.files).then(
      (files) => setLoad({ status: 'ok', files }),
      (error: unknown) => setLoad({ status: 'error', error: error instanceof Error ? error.message : String(error) }),
    );
  }, []);
  useEffect(reload, [reload]);

  const files = load.status === 'ok' ? load.files : [];
  const full = files.length >= RESUME_FILES_MAX;
  const uploading = progress !== undefined;

  const send = async (chosen: ChosenFile) => {
    const problem = checkResumeFile(chosen);
    if (problem) {
      say(t(problem));
      return;
    }
    setProgress(0);
    try {
      const uploaded = await upload({
        endpoint: resumeFiles.uploadFile,
        filePath: chosen.path,
        fileName: chosen.name,
        size: chosen.size,
        showProgress: false,
        onProgress: setProgress,
        onAbort: (cancel) => {
          abort.current = cancel;
        },
      });
      // weapp sends the temp file's name (tmp_….pdf): the file keeps the name the seeker chose.
      if (uploaded.name !== chosen.name && baseName(chosen.name).trim()) {
        await call(resumeFiles.renameFile, {
          id: uploaded.id,
          name: baseName(chosen.name).trim().slice(0, RESUME_FILE_NAME_MAX),
        }).catch(() => undefined);
      }
      say(t(RESUME_FILES_MSG.uploaded));
      reload();
    } catch (error) {
      if (isUploadAborted(error)) say(t('files.cancelled'));
      // other failures were toasted by upload()
    } finally {
      abort.current = undefined;
      setProgress(undefined);
      if (chosen.revoke) chosen.revoke();
    }
  };

  const startUpload = async () => {
    if (full || uploading) return;
    if (H5) {
      input.current?.click();
      return;
    }
    const chosen = await chooseResumeFile();
    if (chosen) await send(chosen);
  };

  const onInputChange = (event: { target: EventTarget | null }) => {
    const element = event.target as HTMLInputElement;
    const file = element.files?.[0];
    element.value = '';
    if (!file) return;
    const path = URL.createObjectURL(file);
    void send({ path, name: file.name, size: file.size, revoke: () => URL.revokeObjectURL(path) });
  };

  const open = async (file: ResumeFile) => {
    // H5: a PDF is drawn in the page; the tab for a Word file must open in the tap itself.
    const inPage = H5 && file.kind === 'pdf';
    const tab = inPage ? undefined : openFileWindow();
    try {
      const link = await call(resumeFiles.fileLink, { id: file.id });
      if (inPage) setPreview({ url: assetUrl(link.url), file });
      else await openSignedFile(link, tab);
    } catch (error) {
      tab?.close();
      shownRefusal(error);
    }
  };

  const openOutside = async (file: ResumeFile) => {
    const tab = openFileWindow();
    try {
      await openSignedFile(await call(resumeFiles.fileLink, { id: file.id }), tab);
    } catch (error) {
      tab?.close();
      shownRefusal(error);
    }
  };

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      say(t(done));
      reload();
    } catch (error) {
      shownRefusal(error);
    }
  };

  const remove = async (file: ResumeFile) => {
    const answer = await Taro.showModal({
      title: t('files.deleteTitle'),
      content: t('files.deleteBody', { name: file.name }),
      confirmText: t('files.delete'),
      confirmColor: '#d92d20',
    }).catch(() => ({ confirm: false }));
    if (answer.confirm) await act(() => call(resumeFiles.deleteFile, { id: file.id }), RESUME_FILES_MSG.deleted);
  };

  const onlinePdf = async () => {
    const tab = openFileWindow();
    try {
      await openSignedFile(await call(resumeFiles.onlinePdfLink), tab);
    } catch (error) {
      tab?.close();
      shownRefusal(error);
    }
  };

  return (
    <View className="files" data-testid="resume-files">
      <Text className="files__note">{t('files.note', { max: RESUME_FILES_MAX })}</Text>

      {load.status === 'loading' ? <StateBlock title={t('common.loading')} testId="resume-files-loading" /> : null}
      {load.status === 'error' ? (
        <StateBlock
          title={t('common.loadFailed')}
          body={load.error}
          actionText={t('common.retry')}
          onAction={reload}
          testId="resume-files-error"
        />
      ) : null}
      {load.status === 'ok' && !files.length ? (
        <StateBlock title={t('files.none')} body={t('files.noneBody')} testId="resume-files-empty" />
      ) : null}
      {files.length ? (
        <View className="files__list" role="list">
          {files.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              onPreview={() => void open(file)}
              onRename={() => setRenaming(file)}
              onDefault={() =>
                void act(() => call(resumeFiles.setDefaultFile, { id: file.id }), RESUME_FILES_MSG.defaultSet)
              }
              onDelete={() => void remove(file)}
            />
          ))}
        </View>
      ) : null}

      {uploading ? (
        <View className="files-progress" data-testid="upload-progress">
          <View className="files-progress__text">
            <Text>{t('files.uploading', { percent: progress })}</Text>
            <View
              className="files-progress__cancel"
              role="button"
              data-testid="upload-cancel"
              onClick={() => abort.current?.()}
            >
              {t('files.cancel')}
            </View>
          </View>
          <View
            className="files-progress__bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label={t('files.uploading', { percent: progress ?? 0 })}
          >
            <View className="files-progress__fill" style={{ width: `${progress}%` }} />
          </View>
        </View>
      ) : null}

      {load.status === 'ok' ? (
        <View className="files__upload">
          <View
            className={`files__button files__button--wide ${full || uploading ? 'files__button--off' : ''}`}
            role="button"
            aria-disabled={full || uploading}
            data-testid="resume-file-upload"
            onClick={() => void startUpload()}
          >
            {t('files.upload')}
          </View>
          {full ? (
            <Text className="files__reason" data-testid="resume-files-full">
              {t('files.maxReached', { max: RESUME_FILES_MAX })}
            </Text>
          ) : null}
          {H5 ? (
            <input
              ref={input}
              className="files__input"
              type="file"
              accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              aria-label={t('files.upload')}

              data-testid="resume-file-input"
              disabled={full || uploading}
              onChange={onInputChange}
            />
          ) : null}
        </View>
      ) : null}

      <View className="files__more">
        <View className="files__link" role="button" data-testid="online-pdf" onClick={() => void onlinePdf()}>
          {t('files.onlinePdf')}
        </View>
        <View
          className="files__link"
          role="button"
          data-testid="fill-from-file"
          onClick={() => void Taro.navigateTo({ url: FILL_PAGE })}
        >
          {t('files.fill')}
        </View>
      </View>

      {renaming ? (
        <RenameDialog
          file={renaming}
          onCancel={() => setRenaming(undefined)}
          onSave={async (name) => {
            try {
              await call(resumeFiles.renameFile, { id: renaming.id, name });
              setRenaming(undefined);
              say(t(RESUME_FILES_MSG.renamed));
              reload();
            } catch (error) {
              shownRefusal(error);
            }
          }}
        />
      ) : null}
      {preview ? (
        <PdfPreview
          url={preview.url}
          name={preview.file.name}
          onClose={() => setPreview(undefined)}
          onOpen={() => void openOutside(preview.file)}
        />
      ) : null}
    </View>
  );
}
