import { useEffect, useRef, useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text, Input, ScrollView } from '@tarojs/components';
import { ASSISTANT_PROMPTS, ASSISTANT_TEXT_MAX, type AssistantCard, type AssistantGoal } from '@common/assistant';
import * as assistant from '@/api/assistant';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { shownRefusal } from '@/lib/request';
import { useSession } from '@/lib/session';
import { getItem, setItem, STORAGE_KEYS } from '@/lib/storage';
import { askAssistant } from '../api/assistant-api';
import type { StreamHandle } from '../api/stream';
import './assistant.scss';
import '../strings';
import { toast } from '@/lib/toast';

interface Line {
  key: string;
  role: 'user' | 'assistant';
  text: string;
  cards: AssistantCard[];
  goal: AssistantGoal | null;
}

const JOB_DETAIL = 'pages/job_detail/index';
const CANDIDATE = 'pages/applicant/ApplicationDetails';

/**
 * The private assistant: suggested prompts on an empty chat, answers that stream in as they are written
 * (with position cards saying why each matches), a stop button, a new chat; the session id and the chat
 * persist (on the server, and cached in storage for the next open).
 */
export function AssistantChat() {
  const t = useT();
  const identity = useSession((s) => s.userInfo?.identity);
  const [sessionId, setSessionId] = useState<number | undefined>(() => getItem<number>(STORAGE_KEYS.sessionId));
  const [lines, setLines] = useState<Line[]>(() => getItem<Line[]>(STORAGE_KEYS.chatData) ?? []);
  const [text, setText] = useState('');
  const [streaming, setStreaming] = useState(false);
  const handle = useRef<StreamHandle>();

  useEffect(() => {
    call(assistant.session, { id: sessionId }).then(
      (session) => {
        if (!session) return;
        setSessionId(session.id);
        setLines(
          session.messages.map((m) => ({ key: `m${m.id}`, role: m.role, text: m.text, cards: m.cards, goal: m.goal })),
        );
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (streaming) return;
    setItem(STORAGE_KEYS.chatData, lines.slice(-40));
    if (sessionId) setItem(STORAGE_KEYS.sessionId, sessionId);
  }, [lines, sessionId, streaming]);

  const update = (fn: (last: Line) => Line) => setLines((all) => [...all.slice(0, -1), fn(all[all.length - 1])]);

  const ask = (question: string) => {
    const trimmed = question.trim();
    if (!trimmed || streaming) return;
    setText('');
    setLines((all) => [
      ...all,
      { key: `u${Date.now()}`, role: 'user', text: trimmed, cards: [], goal: null },
      { key: `a${Date.now()}`, role: 'assistant', text: '', cards: [], goal: null },
    ]);
    setStreaming(true);
    try {
      handle.current = askAssistant(trimmed, sessionId, (event) => {
        if (event.type === 'session') setSessionId(event.id);
        else if (event.type === 'delta') update((last) => ({ ...last, text: last.text + event.text }));
        else if (event.type === 'cards') update((last) => ({ ...last, cards: event.cards }));
        else if (event.type === 'offer') update((last) => ({ ...last, goal: event.goal }));
        else if (event.type === 'error') update((last) => ({ ...last, text: event.msg }));
      });
      handle.current.done
        .catch(() => update((last) => ({ ...last, text: last.text || t('assistant.failed') })))
        .finally(() => setStreaming(false));
    } catch (error) {
      setStreaming(false);
      shownRefusal(error);
    }
  };

  const stop = () => {
    handle.current?.stop();
    update((last) => ({ ...last, text: `${last.text}${t('assistant.stopped')}` }));
    setStreaming(false);
  };

  const fresh = () => {
    if (streaming) stop();
    setLines([]);
    setSessionId(undefined);
    setItem(STORAGE_KEYS.chatData, []);
    setItem(STORAGE_KEYS.sessionId, 0);
  };

  const save = async (goal: AssistantGoal) => {
    const { confirm } = await Taro.showModal({
      content: t('assistant.saveConfirm', {
        position: goal.position,
        city: goal.locationName,
        min: goal.salaryMin,
        max: goal.salaryMax,
      }),
    });
    if (!confirm) return;
    try {
      await call(assistant.saveGoal, goal);
      void toast({ title: t('assistant.saved'), icon: 'success' });
    } catch (error) {
      shownRefusal(error);
    }
  };

  const prompts = identity === 'recruiter' ? ASSISTANT_PROMPTS.recruiter : ASSISTANT_PROMPTS.seeker;

  return (
    <View className="assistant">
      <ScrollView
        className="assistant__list"
        scrollY
        scrollIntoView={lines.length ? `line-${lines.length - 1}` : undefined}
      >
        {lines.length ? null : (
          <View className="assistant__hello" data-testid="assistant-empty">
            <Text className="assistant__hello-title">{t('assistant.hello')}</Text>
            <Text className="assistant__hello-body">{t('assistant.helloBody')}</Text>
            {prompts.map((prompt) => (
              <Text
                key={prompt}
                className="assistant__prompt"
                data-testid="assistant-prompt"
                // The built-in assistant understands Chinese (server assistant/understand.ts): its examples are
                // Chinese in either UI, marked so.
                {...{ lang: 'zh-Hans' }}
                onClick={() => ask(prompt)}
              >
                {prompt}
              </Text>
            ))}
          </View>
        )}
        {lines.map((line, index) => (
          <View
            key={line.key}
            id={`line-${index}`}
            className={`assistant__line assistant__line--${line.role}`}
            data-testid={`assistant-${line.role}`}
          >
            <Text className="assistant__bubble">
              {line.text || (streaming && index === lines.length - 1 ? t('assistant.thinking') : '')}
            </Text>
            {line.cards.map((card) => (
              <View
                key={`${card.kind}-${card.id}`}
                className="assistant__card"
                data-testid="assistant-card"
                onClick={() =>
                  card.kind === 'position'
                    ? openRoute(JOB_DETAIL, { id: card.id })
                    : openRoute(CANDIDATE, { seekerId: card.id })
                }
              >
                <View className="assistant__card-head">
                  <Text className="assistant__card-title">{card.title}</Text>
                  <Text className="assistant__card-salary">{card.salary}</Text>
                </View>
                <Text className="assistant__card-sub">{card.subtitle}</Text>
                <View className="assistant__reasons">
                  {card.reasons.map((reason) => (
                    <Text
                      key={reason.label}
                      className={`assistant__reason ${reason.ok ? '' : 'assistant__reason--miss'}`}
                    >
                      {reason.ok ? `${reason.label} ✓` : `缺 ${reason.label}`}
                    </Text>
                  ))}
                </View>
              </View>
            ))}
            {line.goal && identity !== 'recruiter' ? (
              <Text className="assistant__save" data-testid="assistant-save" onClick={() => void save(line.goal!)}>
                {t('assistant.save')}
              </Text>
            ) : null}
          </View>
        ))}
      </ScrollView>
      <View className="assistant__bar">
        <Text className="assistant__new" data-testid="assistant-new" onClick={fresh}>
          {t('assistant.new')}
        </Text>
        <Input
          className="assistant__input"
          value={text}
          maxlength={ASSISTANT_TEXT_MAX}
          placeholder={t('assistant.placeholder')}
          confirmType="send"
          data-testid="assistant-input"
          onInput={(e) => setText(e.detail.value)}
          onConfirm={() => ask(text)}
        />
        {streaming ? (
          <Text className="assistant__send assistant__send--stop" data-testid="assistant-stop" onClick={stop}>
            {t('assistant.stop')}
          </Text>
        ) : (
          <Text className="assistant__send" data-testid="assistant-send" onClick={() => ask(text)}>
            {t('assistant.send')}
          </Text>
        )}
      </View>
    </View>
  );
}
