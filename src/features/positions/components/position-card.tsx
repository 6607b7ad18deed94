import { View, Text } from '@tarojs/components';
import { MSG } from '@common/messages';
import { useT } from '@/lib/i18n';
import type { PositionSummary } from '../api/list-positions';
import './position-card.scss';

/** 12000 -> 12k / 1.2万: salaries are yuan per month. */
export function formatSalary(min: number, max: number, locale: 'zh-Hans' | 'en'): string {
  const unit = (n: number) =>
    locale === 'en'
      ? `${Math.round(n / 100) / 10}k`
      : n >= 10000
        ? `${Math.round(n / 1000) / 10}万`
        : `${Math.round(n / 100) / 10}千`;
  return min === max ? unit(min) : `${unit(min)}-${unit(max)}`;
}

interface Props {
  position: PositionSummary;
  locale: 'zh-Hans' | 'en';
  onOpen: (id: number) => void;
}

export function PositionCard({ position, locale, onOpen }: Props) {
  const t = useT();
  const tags = [
    position.regionName,
    position.experience,
    position.education ? t((MSG.degree as Record<string, string>)[position.education] ?? position.education) : null,
  ].filter(Boolean) as string[];
  return (
    <View className="position-card" data-testid="position-card" onClick={() => onOpen(position.id)}>
      <View className="position-card__head">
        <Text className="position-card__title">{position.title}</Text>
        <Text className="position-card__salary">{formatSalary(position.salaryMin, position.salaryMax, locale)}</Text>
      </View>
      <View className="position-card__tags">
        {tags.map((tag) => (
          <Text key={tag} className="position-card__tag">
            {tag}
          </Text>
        ))}
      </View>
      <View className="position-card__company">
        <View className="position-card__logo">{position.companyName.slice(0, 1)}</View>
        <Text className="position-card__company-name">{position.companyName}</Text>
      </View>
    </View>
  );
}
