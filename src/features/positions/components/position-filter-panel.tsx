import { View, Text } from '@tarojs/components';
import { RegionField } from '@/components/pickers';
import { TaxonomyField } from '@/components/taxonomy-picker';
import { useT } from '@/lib/i18n';
import { FILTER_OPTIONS, optionLabelKey, type FilterChip, type PositionFilterState } from './position-filters';

type Group = keyof typeof FILTER_OPTIONS;

export interface FilterPanelProps {
  open: FilterChip;
  value: PositionFilterState;
  onChange: (next: PositionFilterState) => void;
  onClose: () => void;
}

/**
 * The panel a filter chip opens: the region pickers, or the options of one group (a tap applies at once,
 * as on BOSS直聘). Loaded on first use on H5 (see filter-panel-loader), so the home page stays light.
 */
export default function PositionFilterPanel({ open, value, onChange, onClose }: FilterPanelProps) {
  const t = useT();
  const choose = (group: Group, option: string | undefined, close: boolean) => {
    onChange({ ...value, [group]: option });
    if (close) onClose();
  };
  const options = (group: Group, close = true) => (
    <View className="pf-options">
      <Text
        className={`pf-option ${value[group] ? '' : 'pf-option--on'}`}
        data-testid={`filter-${group}-any`}
        onClick={() => choose(group, undefined, close)}
      >
        {t('filters.any')}
      </Text>
      {FILTER_OPTIONS[group].values.map((option) => (
        <Text
          key={option}
          className={`pf-option ${value[group] === option ? 'pf-option--on' : ''}`}
          data-testid={`filter-${group}-${option}`}
          onClick={() => choose(group, option, close)}
        >
          {t(optionLabelKey(group, option))}
        </Text>
      ))}
    </View>
  );
  const done = (
    <Text className="pf-done" data-testid="filter-done" onClick={onClose}>
      {t('filters.done')}
    </Text>
  );

  if (open === 'region')
    return (
      <View className="pf-panel" data-testid="filter-panel-region">
        <RegionField
          name="filterRegion"
          label={t('filters.region')}
          placeholder={t('filters.any')}
          value={value.region}
          onChange={(code) => onChange({ ...value, region: code || undefined })}
        />
        <View className="pf-panel__actions">
          <Text className="pf-link" onClick={() => (onClose(), onChange({ ...value, region: undefined }))}>
            {t('filters.anyRegion')}
          </Text>
          {done}
        </View>
      </View>
    );
  if (open === 'more')
    return (
      <View className="pf-panel" data-testid="filter-panel-more">
        {/* A category of any level (all of 技术, or 后端开发, or Java), picked in the taxonomy picker. */}
        <TaxonomyField
          kind="categories"
          name="filterCategory"
          label={t('txp.filterCategory')}
          placeholder={t('filters.any')}
          value={value.category ? [value.category] : []}
          onChange={(codes) => onChange({ ...value, category: codes[0] })}
        />
        {value.category ? (
          <Text
            className="pf-link"
            data-testid="filter-category-any"
            onClick={() => onChange({ ...value, category: undefined })}
          >
            {t('txp.anyCategory')}
          </Text>
        ) : null}
        <Text className="pf-group">{t('filters.education')}</Text>
        {options('education', false)}
        <Text className="pf-group">{t('filters.experience')}</Text>
        {options('experience', false)}
        <View className="pf-panel__actions">{done}</View>
      </View>
    );
  return (
    <View className="pf-panel" data-testid={`filter-panel-${open}`}>
      {options(open)}
    </View>
  );
}
