import { View, Text } from '@tarojs/components';
import { formatSalary, positionCardTags } from '@/lib/format';
import { useT } from '@/lib/i18n';
import type { PositionSummary } from '@common/positions';
import { CompanyLogo } from './company-logo';
import './position-card.scss';

interface Props {
  position: PositionSummary;
  locale: 'zh-Hans' | 'en';
  onOpen: (id: number) => void;
  /** Given: the company line opens the company (its homepage) instead of the job. */
  onCompany?: (companyId: number) => void;
  /** Why it is recommended, already in words (推荐: 职能匹配 · 同城 · 薪资符合); none: no such line. */
  reasons?: string[];
}

export function PositionCard({ position, locale, onOpen, onCompany, reasons }: Props) {
  const t = useT();
  const tags = positionCardTags(position, t);
  return (
    <View className="position-card" data-testid="position-card" onClick={() => onOpen(position.id)}>
      <View className="position-card__head">
        <Text className="position-card__title">{position.title}</Text>
        <Text className="position-card__salary">{formatSalary(position, locale)}</Text>
      </View>
      {reasons?.length ? (
        <Text className="position-card__reasons" data-testid="position-card-reasons">
          {reasons.join(' · ')}
        </Text>
      ) : null}
      <View className="position-card__tags">
        {tags.map((tag) => (
          <Text key={tag} className="position-card__tag">
            {tag}
          </Text>
        ))}
      </View>
      <View
        className="position-card__company"
        data-testid="position-card-company"
        // A shortcut for a pointer, not a second button inside the card's (a button in a button is announced
        // as neither): keyboards and screen readers reach the company from the job's company card.
        role="presentation"
        onClick={
          onCompany
            ? (event) => {
                event.stopPropagation();
                onCompany(position.companyId);
              }
            : undefined
        }
      >
        <CompanyLogo className="position-card__logo" logo={position.companyLogo} name={position.companyName} />
        <Text className="position-card__company-name">{position.companyName}</Text>
      </View>
    </View>
  );
}
