import { View, Text } from '@tarojs/components';

interface Props {
  title: string;
  body?: string;
  actionText?: string;
  onAction?: () => void;
  testId?: string;
}

/** Empty, error and call-to-action states share one look. */
export function StateBlock({ title, body, actionText, onAction, testId }: Props) {
  return (
    <View className="state-block" data-testid={testId}>
      <Text className="state-block__title">{title}</Text>
      {body ? <Text className="state-block__body">{body}</Text> : null}
      {actionText && onAction ? (
        <View className="state-block__action" onClick={onAction}>
          {actionText}
        </View>
      ) : null}
    </View>
  );
}
