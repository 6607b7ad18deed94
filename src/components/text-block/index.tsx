import { View, Text } from '@tarojs/components';

/** Plain text with paragraphs separated by blank lines (agreements, articles, about us). */
export function TextBlock({ text }: { text: string }) {
  return (
    <View className="text-block">
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <Text key={index} className="text-block__p" userSelect>
            {paragraph}
          </Text>
        ))}
    </View>
  );
}
