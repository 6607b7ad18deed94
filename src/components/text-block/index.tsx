import { View, Text } from '@tarojs/components';
import { paragraphs } from '@/lib/format';

/** Plain text with paragraphs separated by blank lines (agreements, articles, about us). */
export function TextBlock({ text }: { text: string }) {
  return (
    <View className="text-block">
      {paragraphs(text).map((paragraph, index) => (
        <Text key={index} className="text-block__p" userSelect>
          {paragraph}
        </Text>
      ))}
    </View>
  );
}
