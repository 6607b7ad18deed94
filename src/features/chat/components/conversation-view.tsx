import { useEffect, useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text, ScrollView, Textarea } from '@tarojs/components';
import { REPORT_REASONS, type ChatMessage, type ChatSettings, type ExchangeWhat } from '@common/chat';
import { MSG } from '@common/messages';
import type { ResumeFileCard } from '@common/resume-files';
import { ALL_ROUTES, ROUTES, type RoutePath } from '@common/routes';
import * as applications from '@/api/applications';
import * as chat from '@/api/chat';
import * as scheduling from '@/api/interview-scheduling';
import * as resumeFiles from '@/api/resume-files';
import * as uploads from '@/api/uploads';
import { StateBlock } from '@/components/state-block';
import { call } from '@/lib/call';
import { formatSalary } from '@/lib/format';
import { currentLocale, useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { openFileWindow, openSignedFile } from '@/lib/open-file';
import { shownRefusal } from '@/lib/request';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useImageUpload } from '@/lib/use-image-upload';
import { chatApi } from '../api/chat-api';
import { conversationTitle, isPending, needsTimeSeparator, separatorTime } from '../chat-rules';
import { useConversation } from '../use-conversation';
import { Composer } from './composer';
import { VerifiedBadge } from '@/components/verified-badge';
import { StageChip } from '@/components/stage-chip';
import { MessageItem } from './message-item';
import { ResumeFileChooser } from './resume-file-chooser';
import { askToSubscribe, preloadSubscriptions } from '@/services/subscribe';
import './chat.scss';
import '../strings';

/** The screen under the navigation bar: H5 draws its own (88px of the design); weapp's is native. */
const CHAT_HEIGHT = process.env.TARO_ENV === 'h5' ? `calc(100vh - ${Taro.pxTransform(88)})` : '100vh';

/** Where the list scrolls to: the newest message (its element id). */
const BOTTOM = 'chat-bottom';

/** The seeker's 附件简历 page (the resume files feature's), where a file is uploaded. */
const FILES_PAGE = 'pages/resume/files';
const filesPage = (ALL_ROUTES as readonly string[]).includes(FILES_PAGE) ? (FILES_PAGE as RoutePath) : undefined;

/** Where a missing WeChat ID is set, by the refusal that says so: the resume, or a recruiter's settings. */
const WECHAT_SETTINGS: Partial<Record<string, RoutePath>> = {
  [MSG.chat.noWechat]: 'pages/resume/basic',
  [MSG.chat.noWechatRecruiter]: 'pages/users/user_edit/index',
};

/**
 * One conversation (pages/message_detail/index?id=): the other member and the position pinned at the
 * top, the messages with time lines and read state, older history when scrolled to the top, and the
 * composer with its actions (exchanges, resume or position, block, report). `onTitle` hears the page's
 * title (the other member and their company or the position) once the conversation is known.
 */
export function ConversationView({
  id,
  onTitle,
  onReport,
}: {
  id: number;
  onTitle?: (title: string) => void;
  /** Opens the page's report sheet (the reports feature), naming the other member's latest message. */
  onReport?: (messageId: number | undefined) => void;
}) {
  const t = useT();
  const myId = useSession((s) => s.userInfo?.id);
  const conversation = useConversation(id);
  const { detail, messages } = conversation;
  const [settings, setSettings] = useState<ChatSettings>();
  const [editing, setEditing] = useState(false);
  const picture = useImageUpload(uploads.uploadImage);
  const [scrollTo, setScrollTo] = useState(BOTTOM);
  /** The resume chooser is open: answering the request `requestId`, or sending unasked (null). */
  const [choosing, setChoosing] = useState<{ requestId: number | null }>();

  useEffect(() => {
    void call(chat.settings)
      .then(setSettings)
      .catch(() => undefined);
    // WeChat shows its subscription panel only from a tap: the templates must be here before the first send.
    void preloadSubscriptions();
  }, []);
  const title = detail ? conversationTitle(detail) : undefined;
  useEffect(() => {
    if (title) onTitle?.(title);
  }, [title]);
  // New messages at the bottom scroll into view (toggling the id makes the ScrollView move again).
  const newest = messages.length ? messages[messages.length - 1] : undefined;
  useEffect(() => setScrollTo((current) => (current === BOTTOM ? `${BOTTOM}-again` : BOTTOM)), [newest]);

  if (!detail) {
    // Opened offline with nothing loaded before: say so; it loads when the network is back.
    if (!conversation.online) {
      return (
        <StateBlock
          title={t(MSG.errors.networkNotConnected)}
          body={t('chat.offlineEmpty')}
          actionText={t('common.retry')}
          onAction={() => void conversation.sync()}
          testId="chat-offline"
        />
      );
    }
    return conversation.error ? (
      <StateBlock
        title={t('common.loadFailed')}
        body={conversation.error}
        actionText={t('common.retry')}
        onAction={() => void conversation.sync()}
        testId="chat-error"
      />
    ) : (
      <StateBlock title={t('common.loading')} testId="chat-loading" />
    );
  }

  const pickPicture = async () => {
    const picked = await picture.pick();
    if (picked) await conversation.send({ kind: 'image', url: picked.answer.url });
  };

  const act = async (work: () => Promise<ChatMessage | unknown>) => {
    try {
      const answer = await work();
      if (answer && typeof answer === 'object' && 'seq' in answer) conversation.add([answer as ChatMessage]);
    } catch (error) {
      shownRefusal(error);
    }
  };

  /**
   * 接受 on the interview card: an invitation with times to choose from is answered by picking one, which
   * the card here is too small for: the records page shows the picker.
   */
  const answerInterview = async (interviewId: number, accept: boolean) => {
    if (accept) {
      const interview = await call(applications.interview, { id: interviewId }).catch(() => undefined);
      if (interview?.status === 'invited' && interview.slots.some((slot) => slot.status === 'open')) {
        openRoute('pages/record/record');
        return;
      }
    }
    await act(() => chatApi.answerInterview(interviewId, accept));
    await conversation.sync();
  };

  /** Asks for an exchange; without a WeChat ID to share, offers to go where it is set. */
  const requestExchange = async (what: ExchangeWhat) => {
    try {
      conversation.add([await call(chat.requestExchange, { id, what }, { silent: true })]);
    } catch (error) {
      const refusal = shownRefusal(error);
      const settings = refusal.key ? WECHAT_SETTINGS[refusal.key] : undefined;
      if (!settings) {
        void toast({ title: refusal.message, icon: 'none', duration: 2000 });
        return;
      }
      const answer = await Taro.showModal({ content: refusal.message, confirmText: t('chat.goSet') }).catch(
        () => undefined,
      );
      if (answer?.confirm) openRoute(settings);
    }
  };

  /** The seeker chose what to send: the answer to the request, or a card sent unasked. */
  const chooseResumeFile = async (fileId: number | null) => {
    const requestId = choosing?.requestId ?? null;
    setChoosing(undefined);
    if (requestId === null) {
      await conversation.sendCard({ kind: 'resume_file', fileId });
      return;
    }
    await act(() => call(chat.answerResumeFileRequest, { id, messageId: requestId, accept: true, fileId }));
    await conversation.sync();
  };

  const answerResumeFile = async (request: ChatMessage, accept: boolean) => {
    if (accept) {
      setChoosing({ requestId: request.id });
      return;
    }
    await act(() => call(chat.answerResumeFileRequest, { id, messageId: request.id, accept: false }));
    await conversation.sync();
  };

  /** Opens a resume file through its short-lived link (on H5 the tab opens in the tap, before the call). */
  const openResumeFile = async (file: ResumeFileCard) => {
    const tab = openFileWindow();
    try {
      await openSignedFile(await call(resumeFiles.fileLink, { id: file.id }, { silent: true }), tab);
    } catch (error) {
      tab?.close();
      shownRefusal(error);
    }
  };

  const more = async () => {
    const items = [detail.blockedByMe ? t('chat.unblock') : t('chat.block'), t('chat.report')];
    const chosen = await Taro.showActionSheet({ itemList: items }).catch(() => undefined);
    if (!chosen) return;
    if (chosen.tapIndex === 0) {
      try {
        const state = await chatApi.block(id, !detail.blockedByMe);
        conversation.setDetail({ ...detail, blockedByMe: state.blockedByMe });
      } catch (error) {
        shownRefusal(error);
      }
      return;
    }
    if (onReport) {
      const theirs = [...messages].reverse().find((m) => !isPending(m) && m.senderId !== null && m.senderId !== myId);
      onReport(theirs && !isPending(theirs) ? theirs.id : undefined);
      return;
    }
    const reason = await Taro.showActionSheet({
      itemList: REPORT_REASONS.map((key) => t(`chat.reason.${key}`)),
    }).catch(() => undefined);
    if (reason) await act(() => call(chat.report, { id, reason: REPORT_REASONS[reason.tapIndex], detail: '' }));
  };

  const actions = (
    <>
      <Text className="composer__action" data-testid="exchange-phone" onClick={() => void requestExchange('phone')}>
        {t('chat.exchangePhone')}
      </Text>
      <Text className="composer__action" data-testid="exchange-wechat" onClick={() => void requestExchange('wechat')}>
        {t('chat.exchangeWechat')}
      </Text>
      {detail.me === 'seeker' ? (
        <>
          <Text
            className="composer__action"
            data-testid="send-resume"
            onClick={() => void conversation.sendCard({ kind: 'resume' })}
          >
            {t('chat.sendResume')}
          </Text>
          <Text
            className="composer__action"
            data-testid="send-resume-file"
            onClick={() => setChoosing({ requestId: null })}
          >
            {t('chat.sendResumeFile')}
          </Text>
        </>
      ) : (
        <>
          <Text
            className="composer__action"
            data-testid="ask-resume-file"
            onClick={() => void act(() => call(chat.requestResumeFile, { id }))}
          >
            {t('chat.askResumeFile')}
          </Text>
          <Text
            className="composer__action"
            data-testid="send-position"
            onClick={() => void conversation.sendCard({ kind: 'position', positionId: detail.position.id })}
          >
            {t('chat.sendPosition')}
          </Text>
        </>
      )}
      <Text className="composer__action" data-testid="chat-more" onClick={() => void more()}>
        {t('chat.more')}
      </Text>
    </>
  );

  return (
    <View className="chat" data-testid="conversation" style={{ height: CHAT_HEIGHT }}>
      <View className="chat__position" data-testid="chat-position">
        {/* Two taps side by side, not one inside the other (a button in a button is announced as neither):
            the position line opens the job, the company name the company's page. */}
        <View
          className="chat__position-main"
          onClick={() => openRoute('pages/job_detail/index', { id: detail.position.id })}
        >
          <Text className="chat__position-title">{detail.position.title}</Text>
          <StageChip stage={detail.applicationStage} testId="chat-stage" className="chat__stage" />
          <Text className="chat__position-salary">{formatSalary(detail.position, currentLocale())}</Text>
        </View>
        <Text className="chat__position-sub">
          {detail.other.name}
          <VerifiedBadge verified={detail.other.verified} testId="chat-verified" />
          {detail.other.name ? ' · ' : ''}
          <Text
            className="chat__company-link"
            data-testid="chat-company"
            onClick={() => openRoute(ROUTES.company, { id: detail.companyId })}
          >
            {detail.companyName}
          </Text>
          {detail.position.regionName ? ` · ${detail.position.regionName}` : ''}
        </Text>
      </View>
      {conversation.online ? null : (
        <View className="chat__banner chat__banner--offline" data-testid="chat-offline">
          {t(MSG.errors.networkNotConnected)} {t('chat.offlineKept')}
        </View>
      )}
      {detail.blockedByMe ? <View className="chat__banner">{t('chat.blockedBanner')}</View> : null}

      <ScrollView
        className="chat__messages"
        scrollY
        scrollIntoView={scrollTo}
        upperThreshold={40}
        onScrollToUpper={() => void conversation.loadOlder()}
      >
        <Text className="chat__older" data-testid="chat-older">
          {conversation.loadingOlder
            ? t('chat.olderLoading')
            : conversation.hasOlder
              ? t('chat.pullOlder')
              : t('chat.noOlder')}
        </Text>
        {messages.map((message, index) => (
          <View key={isPending(message) ? message.clientId : message.id}>
            {needsTimeSeparator(messages[index - 1], message) ? (
              <Text className="chat__time">{separatorTime(message.createdAt)}</Text>
            ) : null}
            <MessageItem
              message={message}
              conversation={detail}
              myId={myId}
              onRetry={(pending) => void conversation.resend(pending)}
              onAnswerExchange={(request, accept) => void act(() => chatApi.answerExchange(id, request.id, accept))}
              onAnswerInterview={(interviewId, accept) => {
                // In the tap: WeChat's panel for the interview's reminder (weapp; nothing elsewhere).
                if (accept) askToSubscribe('interview');
                void answerInterview(interviewId, accept);
              }}
              onAnswerReschedule={(interviewId, accept) =>
                void act(() =>
                  accept
                    ? call(scheduling.acceptReschedule, { id: interviewId })
                    : call(scheduling.declineReschedule, { id: interviewId }),
                ).then(() => conversation.sync())
              }
              onAnswerResumeFile={(request, accept) => void answerResumeFile(request, accept)}
              onOpenResumeFile={(file) => void openResumeFile(file)}
            />
          </View>
        ))}
        <View id={scrollTo} />
      </ScrollView>

      {picture.progress !== undefined ? (
        <Text className="chat__uploading">{t('chat.uploading', { percent: picture.progress })}</Text>
      ) : null}
      <Composer
        quickReplies={settings?.quickReplies ?? []}
        onSend={(text) => {
          // In the tap: a new message here may reach the other member on WeChat, asked once a conversation.
          askToSubscribe('chat', id);
          return conversation.send({ kind: 'text', text });
        }}
        onPicture={() => void pickPicture()}
        onEditQuickReplies={() => setEditing(true)}
        actions={actions}
      />
      {choosing ? (
        <ResumeFileChooser
          onChoose={(fileId) => void chooseResumeFile(fileId)}
          onClose={() => setChoosing(undefined)}
          onUpload={
            filesPage
              ? () => {
                  setChoosing(undefined);
                  openRoute(filesPage);
                }
              : undefined
          }
        />
      ) : null}
      {editing && settings ? (
        <SettingsEditor
          settings={settings}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setSettings(saved);
            setEditing(false);
          }}
        />
      ) : null}
    </View>
  );
}

/** Edits the greeting and the quick replies (one per line). */
function SettingsEditor({
  settings,
  onClose,
  onSaved,
}: {
  settings: ChatSettings;
  onClose: () => void;
  onSaved: (settings: ChatSettings) => void;
}) {
  const t = useT();
  const [greeting, setGreeting] = useState(settings.greeting);
  const [quick, setQuick] = useState(settings.quickReplies.join('\n'));
  const save = async () => {
    try {
      const quickReplies = quick
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      onSaved(await call(chat.saveSettings, { greeting: greeting.trim(), quickReplies }));
    } catch (error) {
      shownRefusal(error);
    }
  };
  return (
    <View className="chat-sheet" data-testid="chat-settings">
      <View className="chat-sheet__panel">
        <Text className="chat-sheet__label">{t('chat.greetingLabel')}</Text>
        <Textarea
          className="chat-sheet__text"
          data-testid="greeting-input"
          value={greeting}
          maxlength={200}
          onInput={(event) => setGreeting(event.detail.value)}
        />
        <Text className="chat-sheet__label">{t('chat.quickLabel')}</Text>
        <Textarea
          className="chat-sheet__text chat-sheet__text--tall"
          data-testid="quick-input"
          value={quick}
          maxlength={4000}
          onInput={(event) => setQuick(event.detail.value)}
        />
        <View className="chat-sheet__buttons">
          <Text className="chat-sheet__button" onClick={onClose}>
            {t('chat.cancel')}
          </Text>
          <Text
            className="chat-sheet__button chat-sheet__button--main"
            data-testid="settings-save"
            onClick={() => void save()}
          >
            {t('chat.save')}
          </Text>
        </View>
      </View>
    </View>
  );
}
