import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import type { ResumeFile } from '@common/resume-files';
import * as resumeFiles from '@/api/resume-files';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { fileSize } from '../chat-rules';

/**
 * Which resume to send (answering 索要附件简历, or 发送附件简历): the seeker's files (GET resume/files) and the
 * online resume as a PDF (`null`); with no files, a hint and the way to the files page (`onUpload`).
 */
export function ResumeFileChooser({
  onChoose,
  onClose,
  onUpload,
}: {
  onChoose: (fileId: number | null) => void;
  onClose: () => void;
  /** Opens the 附件简历 page (absent: no link is shown). */
  onUpload?: () => void;
}) {
  const t = useT();
  const [files, setFiles] = useState<ResumeFile[]>();
  useEffect(() => {
    void call(resumeFiles.files)
      .then(setFiles)
      .catch(() => setFiles([]));
  }, []);
  return (
    <View className="chat-sheet" data-testid="resume-file-chooser" onClick={onClose}>
      <View className="chat-sheet__panel" onClick={(event) => event.stopPropagation()}>
        <Text className="chat-sheet__label">{t('chat.resumeFile.choose')}</Text>
        {files === undefined ? <Text className="chat-chooser__hint">{t('chat.resumeFile.loading')}</Text> : null}
        {files?.map((file) => (
          <View
            key={file.id}
            className="chat-chooser__item"
            data-testid="resume-file-option"
            data-id={file.id}
            onClick={() => onChoose(file.id)}
          >
            <Text className={`chat-file__icon chat-file__icon--${file.kind}`}>{file.kind.toUpperCase()}</Text>
            <View className="chat-file__main">
              <Text className="chat-chooser__name">{file.name}</Text>
              <Text className="chat-chooser__meta">
                {fileSize(file.size)}
                {file.isDefault ? ` · ${t('chat.resumeFile.default')}` : ''}
              </Text>
            </View>
          </View>
        ))}
        <View className="chat-chooser__item" data-testid="resume-file-online" onClick={() => onChoose(null)}>
          <Text className="chat-file__icon chat-file__icon--online">PDF</Text>
          <View className="chat-file__main">
            <Text className="chat-chooser__name">{t('chat.resumeFile.online')}</Text>
            <Text className="chat-chooser__meta">{t('chat.resumeFile.onlineHint')}</Text>
          </View>
        </View>
        {files?.length === 0 ? (
          <View className="chat-chooser__empty" data-testid="resume-file-none">
            <Text className="chat-chooser__hint">{t('chat.resumeFile.none')}</Text>
            {onUpload ? (
              <Text className="chat-card__link" data-testid="resume-file-upload" onClick={onUpload}>
                {t('chat.resumeFile.upload')}
              </Text>
            ) : null}
          </View>
        ) : null}
        <View className="chat-sheet__buttons">
          <Text className="chat-sheet__button" data-testid="resume-file-cancel" onClick={onClose}>
            {t('chat.cancel')}
          </Text>
        </View>
      </View>
    </View>
  );
}
