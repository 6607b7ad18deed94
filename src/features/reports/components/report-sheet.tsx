import { useState } from 'react';
import Taro from '@tarojs/taro';
import { Image, Text, Textarea, View } from '@tarojs/components';
import { REPORTS_MSG } from '@common/messages.reports';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_SCREENSHOTS_MAX,
  type ReportReason,
  type ReportTarget,
} from '@common/report-rules';
import * as reports from '@/api/reports';
import * as uploads from '@/api/uploads';
import { callWithMessage } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { assetUrl, shownRefusal } from '@/lib/request';
import { toast } from '@/lib/toast';
import { upload } from '@/lib/upload';
import '../strings';
import './reports.scss';

export interface ReportTargetRef {
  type: ReportTarget;
  id: number;
  /** A conversation's reported message (the other member's). */
  messageId?: number;
}

interface Shot {
  key: string;
  /** The signed link the upload answered (saved as it came), once uploaded. */
  url?: string;
  /** What shows while it uploads. */
  local: string;
  percent: number;
}

/**
 * The report sheet: a reason, an optional note and up to three screenshots uploaded as private
 * files with their progress; sends `POST reports` for a conversation, a position or a company. Used from
 * chat, job detail and the company page.
 */
export function ReportSheet({ target, onClose }: { target: ReportTargetRef; onClose: () => void }) {
  const t = useT();
  const [reason, setReason] = useState<ReportReason>();
  const [note, setNote] = useState('');
  const [shots, setShots] = useState<Shot[]>([]);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const uploading = shots.some((shot) => !shot.url);

  const addShots = async () => {
    const chosen = await Taro.chooseImage({
      count: REPORT_SCREENSHOTS_MAX - shots.length,
      sizeType: ['compressed'],
    }).catch(() => undefined);
    if (!chosen) return;
    for (const file of chosen.tempFiles.slice(0, REPORT_SCREENSHOTS_MAX - shots.length)) {
      const key = `${file.path}-${Date.now()}`;
      const patch = (change: Partial<Shot>) =>
        setShots((all) => all.map((shot) => (shot.key === key ? { ...shot, ...change } : shot)));
      setShots((all) => [...all, { key, local: file.path, percent: 0 }]);
      const name = (file as { originalFileObj?: { name?: string } }).originalFileObj?.name;
      upload({
        endpoint: uploads.uploadDocument,
        filePath: file.path,
        fileName: name,
        size: file.size,
        image: true,
        showProgress: false,
        onProgress: (percent) => patch({ percent }),
      })
        .then((stored) => patch({ url: stored.url, percent: 100 }))
        .catch(() => setShots((all) => all.filter((shot) => shot.key !== key)));
    }
  };

  const submit = async () => {
    if (!reason) {
      setError(t(REPORTS_MSG.reason));
      return;
    }
    setSending(true);
    try {
      const { msg } = await callWithMessage(reports.file, {
        targetType: target.type,
        targetId: target.id,
        ...(target.messageId ? { messageId: target.messageId } : {}),
        reason,
        note: note.trim(),
        screenshots: shots.flatMap((shot) => (shot.url ? [shot.url] : [])),
      });
      void toast({ title: msg, icon: 'none' });
      onClose();
    } catch (failure) {
      setError(shownRefusal(failure).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <View className="report-mask" onClick={onClose} data-testid="report-sheet">
      <View className="report-sheet" onClick={(event) => event.stopPropagation()}>
        <Text className="report-sheet__title">
          {t('report.title', { target: t(REPORTS_MSG.targets[target.type]) })}
        </Text>
        <Text className="report-sheet__label">{t('report.reason')}</Text>
        <View className="report-sheet__reasons" role="radiogroup">
          {REPORT_REASONS.map((code) => (
            <Text
              key={code}
              {...{ role: 'radio', 'aria-checked': reason === code, tabIndex: 0 }}
              className={`report-reason ${reason === code ? 'report-reason--on' : ''}`}
              data-testid={`report-reason-${code}`}
              onClick={() => {
                setReason(code);
                setError('');
              }}
            >
              {t(REPORTS_MSG.reasons[code])}
            </Text>
          ))}
        </View>
        <Text className="report-sheet__label">{t('report.note')}</Text>
        <Textarea
          className="report-sheet__note"
          value={note}
          maxlength={REPORT_NOTE_MAX}
          placeholder={t('report.notePlaceholder')}
          onInput={(event) => setNote(event.detail.value)}
          data-testid="report-note"
        />
        <Text className="report-sheet__label">{t('report.screenshots')}</Text>
        <View className="report-sheet__shots">
          {shots.map((shot) => (
            <View key={shot.key} className="report-shot" data-testid="report-shot">
              <Image className="report-shot__img" src={shot.url ? assetUrl(shot.url) : shot.local} mode="aspectFill" />
              {shot.url ? null : (
                <Text className="report-shot__progress">{t('report.uploading', { percent: shot.percent })}</Text>
              )}
            </View>
          ))}
          {shots.length < REPORT_SCREENSHOTS_MAX ? (
            <View
              className="report-shot report-shot--add"
              onClick={() => void addShots()}
              data-testid="report-add-shot"
            >
              <Text className="report-shot__plus">+</Text>
              <Text className="report-shot__add">{t('report.addShot')}</Text>
            </View>
          ) : null}
        </View>
        {error ? (
          <Text className="report-sheet__error" data-testid="report-error">
            {error}
          </Text>
        ) : null}
        <Text className="report-sheet__private">{t('report.private')}</Text>
        <View className="report-sheet__actions">
          <Text className="report-btn report-btn--plain" onClick={onClose} data-testid="report-cancel">
            {t('report.cancel')}
          </Text>
          <Text
            className={`report-btn ${sending || uploading ? 'report-btn--busy' : ''}`}
            onClick={() => (sending || uploading ? undefined : void submit())}
            data-testid="report-submit"
          >
            {t('report.submit')}
          </Text>
        </View>
      </View>
    </View>
  );
}

/** A 举报 link that opens the sheet for `target` (job detail, the company page). */
export function ReportLink({ target, className }: { target: ReportTargetRef; className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Text className={`report-link ${className ?? ''}`} onClick={() => setOpen(true)} data-testid="report-open">
        {t('report.open')}
      </Text>
      {open ? <ReportSheet target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
