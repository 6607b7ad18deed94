import Taro from '@tarojs/taro';
import { View, Text, Image } from '@tarojs/components';
import type { ChatMessage, ConversationDetail } from '@common/chat';
import { RESUME_FILES_MSG } from '@common/messages.resume-files';
import type { ResumeFileCard } from '@common/resume-files';
import { formatChinaTime } from '@common/china-time';
import { formatSalary } from '@/lib/format';
import { currentLocale, useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { assetUrl } from '@/lib/request';
import { previewImage } from '@/lib/platform/preview-image';
import { deliveryState, fileSize, isPending, type PendingMessage, type ShownMessage } from '../chat-rules';
import { toast } from '@/lib/toast';
import { withPlatformApi } from '@/lib/platform/supported';

interface Props {
  message: ShownMessage;
  conversation: ConversationDetail;
  myId: number | undefined;
  onRetry: (message: PendingMessage) => void;
  onAnswerExchange: (message: ChatMessage, accept: boolean) => void;
  onAnswerInterview: (interviewId: number, accept: boolean) => void;
  /** The other side's answer to a proposed interview time. */
  onAnswerReschedule?: (interviewId: number, accept: boolean) => void;
  /** The seeker's answer to a request for an attachment resume (同意 opens the chooser). */
  onAnswerResumeFile?: (message: ChatMessage, accept: boolean) => void;
  /** Opens a resume file sent in the conversation. */
  onOpenResumeFile?: (file: ResumeFileCard) => void;
}

/** A request for an attachment resume once answered, worded from the viewer's side. */
const RESUME_FILE_STATE_TEXT = {
  recruiter: {
    pending: 'chat.resumeFile.waiting',
    accepted: 'chat.resumeFile.theySent',
    declined: 'chat.resumeFile.theyDeclined',
  },
  seeker: { pending: '', accepted: 'chat.resumeFile.youSent', declined: 'chat.resumeFile.youDeclined' },
} as const;

/** The line under one's own message. */
const STATE_TEXT = { sending: 'chat.sending', failed: 'chat.failed', delivered: 'chat.delivered', read: 'chat.read' };

/**
 * An answered exchange request, worded from the viewer's side: the one who asked reads what the other did
 * (对方已同意), the one who answered reads what they did themselves (你已同意).
 */
const EXCHANGE_STATE_TEXT = {
  mine: { accepted: 'chat.theyAccepted', declined: 'chat.theyDeclined' },
  theirs: { accepted: 'chat.youAccepted', declined: 'chat.youDeclinedRequest' },
} as const;

/** A line worded for the other side, as the member it is about reads it (the seeker who declined). */
function lineKey(key: string, me: 'seeker' | 'recruiter'): string {
  return key === RESUME_FILES_MSG.chat.declined && me === 'seeker' ? 'chat.resumeFile.youDeclinedLine' : key;
}

const copy = (value: string, done: string) =>
  void withPlatformApi('setClipboardData', () => Taro.setClipboardData({ data: value })).then((copied) =>
    copied ? toast({ title: done, icon: 'none' }) : undefined,
  );

/** One message of a conversation, drawn by kind; own messages on the right with their delivery state. */
export function MessageItem({
  message,
  conversation,
  myId,
  onRetry,
  onAnswerExchange,
  onAnswerInterview,
  onAnswerReschedule,
  onAnswerResumeFile,
  onOpenResumeFile,
}: Props) {
  const t = useT();
  const what = (value: string) => t(`chat.what.${value}`);

  if (!isPending(message) && message.kind === 'system') {
    return (
      <View className="chat-line" data-testid="chat-line">
        <Text>{t(lineKey(message.key, conversation.me), message.params)}</Text>
      </View>
    );
  }
  if (!isPending(message) && message.kind === 'interview') {
    const { interview } = message;
    const seekerMayAnswer = conversation.me === 'seeker' && interview.status === 'invited';
    return (
      <View className="chat-card chat-card--interview" data-testid="chat-interview" data-status={interview.status}>
        <Text className="chat-card__title">{t('chat.interviewCard')}</Text>
        <Text className="chat-card__text">
          {t(`interviewMethod.${interview.method}`)} · {formatChinaTime(interview.time)}
        </Text>
        <Text className="chat-card__muted">{t(`chat.interviewStatus.${interview.status}`)}</Text>
        {seekerMayAnswer ? (
          <View className="chat-card__buttons">
            <Text className="chat-card__button" onClick={() => onAnswerInterview(interview.id, false)}>
              {t('chat.interviewDecline')}
            </Text>
            <Text
              className="chat-card__button chat-card__button--main"
              data-testid="interview-accept"
              onClick={() => onAnswerInterview(interview.id, true)}
            >
              {t('chat.interviewAccept')}
            </Text>
          </View>
        ) : null}
      </View>
    );
  }

  if (!isPending(message) && message.kind === 'reschedule') {
    const { reschedule } = message;
    const byMe = reschedule.by === conversation.me;
    const mayAnswer = !byMe && reschedule.state === 'pending' && onAnswerReschedule;
    return (
      <View className="chat-card chat-card--interview" data-testid="chat-reschedule" data-state={reschedule.state}>
        <Text className="chat-card__title">{t(byMe ? 'chat.reschedule.byMe' : 'chat.reschedule.byOther')}</Text>
        <Text className="chat-card__text">{t('chat.reschedule.time', { time: formatChinaTime(reschedule.time) })}</Text>
        <Text className="chat-card__muted">{t('chat.reschedule.reason', { reason: reschedule.reason })}</Text>
        {mayAnswer ? (
          <View className="chat-card__buttons">
            <Text
              className="chat-card__button"
              data-testid="reschedule-decline"
              onClick={() => onAnswerReschedule(reschedule.interviewId, false)}
            >
              {t('chat.reschedule.decline')}
            </Text>
            <Text
              className="chat-card__button chat-card__button--main"
              data-testid="reschedule-accept"
              onClick={() => onAnswerReschedule(reschedule.interviewId, true)}
            >
              {t('chat.reschedule.accept')}
            </Text>
          </View>
        ) : (
          <Text className="chat-card__muted" data-testid="reschedule-state">
            {t(`chat.reschedule.state.${reschedule.state}`)}
          </Text>
        )}
      </View>
    );
  }

  const mine = isPending(message) || message.senderId === myId;
  const state = deliveryState(message, myId, conversation.otherReadSeq);
  let body;
  if (isPending(message) || message.kind === 'text' || message.kind === 'image') {
    const kind = message.kind;
    const url = isPending(message) ? message.url : message.kind === 'image' ? message.url : undefined;
    const text = isPending(message) ? message.text : message.kind === 'text' ? message.text : undefined;
    body =
      kind === 'image' && url ? (
        <Image
          className="chat-bubble__image"
          src={assetUrl(url)}
          mode="widthFix"
          onClick={() => previewImage(assetUrl(url))}
        />
      ) : (
        <Text className="chat-bubble__text" userSelect>
          {text}
        </Text>
      );
  } else if (message.kind === 'position') {
    const { position } = message;
    body = (
      <View className="chat-card" onClick={() => openRoute('pages/job_detail/index', { id: position.id })}>
        <Text className="chat-card__title">{position.title}</Text>
        <Text className="chat-card__salary">{formatSalary(position, currentLocale())}</Text>
        <Text className="chat-card__muted">
          {position.companyName} · {position.regionName}
        </Text>
        <Text className="chat-card__link">{t('chat.viewPosition')}</Text>
      </View>
    );
  } else if (message.kind === 'resume') {
    body = (
      <View
        className="chat-card"
        data-testid="chat-resume"
        onClick={() =>
          conversation.me === 'recruiter'
            ? openRoute('pages/applicant/ApplicationDetails', { id: message.applicationId })
            : undefined
        }
      >
        <Text className="chat-card__title">{t('chat.resumeSent')}</Text>
        {message.applicationCreated ? <Text className="chat-card__muted">{t('chat.resumeApplied')}</Text> : null}
        {conversation.me === 'recruiter' ? <Text className="chat-card__link">{t('chat.viewResume')}</Text> : null}
      </View>
    );
  } else if (message.kind === 'exchange') {
    const pendingForMe = !mine && message.state === 'pending';
    body = (
      <View className="chat-card" data-testid="chat-exchange" data-state={message.state}>
        <Text className="chat-card__title">
          {mine
            ? t(message.state === 'pending' ? 'chat.youAsked' : 'chat.youAskedDone', { what: what(message.what) })
            : t('chat.asksExchange', { what: what(message.what) })}
        </Text>
        {pendingForMe ? (
          <View className="chat-card__buttons">
            <Text className="chat-card__button" onClick={() => onAnswerExchange(message, false)}>
              {t('chat.decline')}
            </Text>
            <Text
              className="chat-card__button chat-card__button--main"
              data-testid="exchange-accept"
              onClick={() => onAnswerExchange(message, true)}
            >
              {t('chat.accept')}
            </Text>
          </View>
        ) : message.state !== 'pending' ? (
          <Text className="chat-card__muted" data-testid="exchange-state">
            {t(EXCHANGE_STATE_TEXT[mine ? 'mine' : 'theirs'][message.state])}
          </Text>
        ) : null}
      </View>
    );
  } else if (message.kind === 'resume_file_request') {
    const seekerMayAnswer = conversation.me === 'seeker' && message.state === 'pending';
    body = (
      <View className="chat-card" data-testid="chat-resume-file-request" data-state={message.state}>
        <Text className="chat-card__title">
          {t(conversation.me === 'recruiter' ? 'chat.resumeFile.asked' : 'chat.resumeFile.asks')}
        </Text>
        {seekerMayAnswer ? (
          <View className="chat-card__buttons">
            <Text
              className="chat-card__button"
              data-testid="resume-file-decline"
              onClick={() => onAnswerResumeFile?.(message, false)}
            >
              {t('chat.decline')}
            </Text>
            <Text
              className="chat-card__button chat-card__button--main"
              data-testid="resume-file-accept"
              onClick={() => onAnswerResumeFile?.(message, true)}
            >
              {t('chat.accept')}
            </Text>
          </View>
        ) : (
          <Text className="chat-card__muted" data-testid="resume-file-request-state">
            {t(RESUME_FILE_STATE_TEXT[conversation.me][message.state])}
          </Text>
        )}
      </View>
    );
  } else if (message.kind === 'resume_file') {
    const { file } = message;
    body = (
      <View
        className={`chat-card chat-file ${file.deleted ? 'chat-file--deleted' : ''}`}
        data-testid="chat-resume-file"
        data-deleted={file.deleted ? '1' : '0'}
        onClick={() => (file.deleted ? undefined : onOpenResumeFile?.(file))}
      >
        <View className="chat-file__row">
          <Text className={`chat-file__icon chat-file__icon--${file.kind}`}>{file.kind.toUpperCase()}</Text>
          <View className="chat-file__main">
            <Text className="chat-card__title chat-file__name">{file.name}</Text>
            <Text className="chat-card__muted">
              {t('resumeFiles.title')} · {fileSize(file.size)}
            </Text>
          </View>
        </View>
        {file.deleted ? (
          <Text className="chat-card__muted">{t('chat.resumeFile.deleted')}</Text>
        ) : (
          <Text className="chat-card__link">{t('chat.resumeFile.open')}</Text>
        )}
      </View>
    );
  } else {
    // exchange_answer
    const { values } = message;
    const mineValue = values ? values[conversation.me] : '';
    const theirs = values ? values[conversation.me === 'seeker' ? 'recruiter' : 'seeker'] : '';
    body = (
      <View className="chat-card" data-testid="chat-exchange-answer">
        <Text className="chat-card__title">
          {message.accepted
            ? t('chat.exchangeDone', { what: what(message.what) })
            : mine
              ? t('chat.youDeclined', { what: what(message.what) })
              : t('chat.exchangeDeclined', { what: what(message.what) })}
        </Text>
        {values ? (
          <>
            <Text
              className="chat-card__value"
              data-testid="exchange-their-value"
              onClick={() => copy(theirs, t('chat.copied'))}
            >
              {t('chat.hisValue', { value: theirs })}
            </Text>
            <Text className="chat-card__muted">{t('chat.myValue', { value: mineValue })}</Text>
          </>
        ) : null}
      </View>
    );
  }

  // A file reads like a document on either side (white, with its kind), not in the sender's colour.
  const fileCard = !isPending(message) && message.kind === 'resume_file';
  const fraud = !isPending(message) && message.kind === 'text' && message.fraudWarning && conversation.me === 'seeker';
  return (
    <View
      className={`chat-row ${mine ? 'chat-row--mine' : ''}`}
      data-testid="chat-message"
      data-mine={mine ? '1' : '0'}
    >
      <View className={`chat-bubble ${fileCard ? 'chat-bubble--file' : ''}`}>{body}</View>
      {fraud ? (
        <View className="chat-fraud" data-testid="chat-fraud">
          <Text className="chat-fraud__title">{t('chat.fraudTitle')}</Text>
          <Text>{t('chat.fraudText')}</Text>
        </View>
      ) : null}
      {state ? (
        <Text
          className={`chat-state chat-state--${state}`}
          data-testid="chat-state"
          onClick={() => (state === 'failed' && isPending(message) ? onRetry(message) : undefined)}
        >
          {state === 'failed' && isPending(message) && message.error
            ? `${message.error} · ${t('chat.failed')}`
            : t(STATE_TEXT[state])}
        </Text>
      ) : null}
    </View>
  );
}
