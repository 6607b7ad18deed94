import { useState, type ReactNode } from 'react';
import { View, Text, Input } from '@tarojs/components';
import { CHAT_TEXT_MAX } from '@common/chat';
import { useT } from '@/lib/i18n';

/** The emoji panel: the faces and gestures people use in work chats (plain characters, no images). */
export const EMOJI = [
  '😀',
  '😁',
  '😂',
  '😊',
  '😉',
  '😍',
  '🤔',
  '😅',
  '😌',
  '😎',
  '🙂',
  '😮',
  '😢',
  '😭',
  '😤',
  '😳',
  '🤝',
  '👍',
  '👌',
  '👏',
  '🙏',
  '💪',
  '✌️',
  '🎉',
  '🌹',
  '☕',
  '💼',
  '📄',
  '📞',
  '✅',
  '❤️',
  '🔥',
];

/** Shows the remaining characters from this many on. */
const COUNTER_FROM = CHAT_TEXT_MAX - 100;

interface Props {
  quickReplies: string[];
  /** Sends a text (the list shows it at once, and marks it failed with a retry when refused). */
  onSend: (text: string) => Promise<unknown> | void;
  onPicture: () => void;
  onEditQuickReplies: () => void;
  /** The action row under the box (exchanges, resume, position). */
  actions?: ReactNode;
  disabled?: boolean;
}

type Panel = 'none' | 'emoji' | 'quick';

/**
 * The chat composer: a text box that sends on 发送 or the keyboard's send key (trimmed, at most
 * CHAT_TEXT_MAX characters, nothing when empty), an emoji panel that inserts at the end, quick replies
 * (常用语) that send at once, a picture button, and the actions row.
 */
export function Composer({ quickReplies, onSend, onPicture, onEditQuickReplies, actions, disabled }: Props) {
  const t = useT();
  const [text, setText] = useState('');
  const [panel, setPanel] = useState<Panel>('none');
  const trimmed = text.trim();

  const send = async (value: string) => {
    const clean = value.trim();
    if (!clean || disabled) return;
    setText('');
    // A refused message stays in the list marked failed, with a retry: the box does not need it back.
    await onSend(clean.slice(0, CHAT_TEXT_MAX));
  };
  const toggle = (next: Panel) => setPanel((current) => (current === next ? 'none' : next));

  return (
    <View className="composer" data-testid="composer">
      <View className="composer__row">
        <Input
          className="composer__input"
          data-testid="composer-input"
          value={text}
          maxlength={CHAT_TEXT_MAX}
          confirmType="send"
          placeholder={t('chat.placeholder')}
          disabled={disabled}
          onInput={(event) => setText(event.detail.value)}
          onConfirm={() => void send(text)}
          onFocus={() => setPanel('none')}
        />
        <Text
          className={`composer__send ${trimmed ? '' : 'composer__send--off'}`}
          data-testid="composer-send"
          aria-disabled={!trimmed}
          onClick={() => void send(text)}
        >
          {t('chat.send')}
        </Text>
      </View>
      {text.length >= COUNTER_FROM ? (
        <Text className="composer__counter" data-testid="composer-counter">
          {text.length}/{CHAT_TEXT_MAX}
        </Text>
      ) : null}
      <View className="composer__tools">
        <Text className="composer__tool" data-testid="composer-emoji" onClick={() => toggle('emoji')}>
          {t('chat.emoji')}
        </Text>
        <Text className="composer__tool" data-testid="composer-picture" onClick={onPicture}>
          {t('chat.picture')}
        </Text>
        <Text className="composer__tool" data-testid="composer-quick" onClick={() => toggle('quick')}>
          {t('chat.quickReplies')}
        </Text>
      </View>
      {panel === 'emoji' ? (
        <View className="composer__emoji" data-testid="emoji-panel">
          {EMOJI.map((emoji) => (
            <Text
              key={emoji}
              className="composer__emoji-item"
              data-testid="emoji"
              onClick={() => setText((current) => (current + emoji).slice(0, CHAT_TEXT_MAX))}
            >
              {emoji}
            </Text>
          ))}
        </View>
      ) : null}
      {panel === 'quick' ? (
        <View className="composer__quick" data-testid="quick-panel">
          {quickReplies.map((reply, index) => (
            <Text
              key={`${index}-${reply}`}
              className="composer__quick-item"
              data-testid="quick-reply"
              onClick={() => {
                setPanel('none');
                void onSend(reply);
              }}
            >
              {reply}
            </Text>
          ))}
          <Text className="composer__quick-edit" data-testid="quick-edit" onClick={onEditQuickReplies}>
            {t('chat.editQuick')}
          </Text>
        </View>
      ) : null}
      {actions ? <View className="composer__actions">{actions}</View> : null}
    </View>
  );
}
