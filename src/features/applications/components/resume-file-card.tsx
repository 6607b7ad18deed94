import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { ResumeFileCard as Card } from '@common/resume-files';
import * as resumeFiles from '@/api/resume-files';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openFileWindow, openSignedFile } from '@/lib/open-file';
import { shownRefusal } from '@/lib/request';

/** 356 KB / 1.2 MB. */
function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Opens a signed link fetched after the tap (H5: in the tab opened in the tap, else it is blocked). */
async function openLink(load: () => Promise<{ url: string; name: string; kind: string }>): Promise<void> {
  const tab = openFileWindow();
  try {
    await openSignedFile(await load(), tab);
  } catch (error) {
    tab?.close();
    shownRefusal(error);
  }
}

/**
 * The resume file attached to an application (附件简历): its name, kind and size, 已删除 once its owner
 * removed it; a tap opens it through a short-lived signed link (the resume-files calls; the resume-files
 * feature is not imported: features do not import each other).
 */
export function ResumeFileCard({ file }: { file: Card }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    if (file.deleted || busy) return;
    setBusy(true);
    await openLink(() => call(resumeFiles.fileLink, { id: file.id }));
    setBusy(false);
  };
  return (
    <View
      className={`app-card app-file ${file.deleted ? 'app-file--deleted' : ''}`}
      data-testid="application-resume-file"
      data-deleted={file.deleted ? 'true' : 'false'}
      onClick={file.deleted ? undefined : () => void open()}
    >
      <Text className={`app-file__icon app-file__icon--${file.kind}`}>{file.kind.toUpperCase()}</Text>
      <View className="app-file__main">
        <Text className="app-file__name">{file.name}</Text>
        <Text className="app-file__meta">
          {file.deleted ? t('details.fileDeleted') : `${fileSize(file.size)} · ${t('details.fileOpen')}`}
        </Text>
      </View>
    </View>
  );
}

/** 下载 PDF 简历: the candidate's online resume as an A4 PDF (recruiters). */
export function CandidatePdfButton({ seekerId }: { seekerId: number }) {
  const t = useT();
  return (
    <Text
      className="app-pdf-link"
      data-testid="candidate-pdf"
      onClick={() => void openLink(() => call(resumeFiles.candidatePdfLink, { seekerId }))}
    >
      {t('details.resumePdf')}
    </Text>
  );
}
