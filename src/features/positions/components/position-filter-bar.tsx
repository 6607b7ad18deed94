import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useT } from '@/lib/i18n';
import { loadRegions, regionLabel, type RegionNode } from '@/services/regions';
import { FilterPanel } from './filter-panel-loader';
import { moreCount, optionLabelKey, type FilterChip, type PositionFilterState } from './position-filters';
import './position-filter-bar.scss';

/**
 * The seekers' filter bar (city, job type, salary, more: education and experience). A chip opens its
 * panel under the bar; a tap on an option applies at once, as on BOSS直聘; 重置 clears everything.
 */
export function PositionFilterBar({
  value,
  onChange,
}: {
  value: PositionFilterState;
  onChange: (next: PositionFilterState) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState<FilterChip>();
  const [regions, setRegions] = useState<RegionNode[]>([]);
  useEffect(() => {
    if (value.region) loadRegions().then(setRegions, () => undefined);
  }, [value.region]);

  const chipText: Record<FilterChip, string> = {
    region: value.region ? regionLabel(regions, value.region) || t('filters.region') : t('filters.region'),
    jobType: value.jobType ? t(optionLabelKey('jobType', value.jobType)) : t('filters.jobType'),
    salary: value.salary ? t(optionLabelKey('salary', value.salary)) : t('filters.salary'),
    more: moreCount(value) ? `${t('filters.more')}·${moreCount(value)}` : t('filters.more'),
  };
  const active: Record<FilterChip, boolean> = {
    region: !!value.region,
    jobType: !!value.jobType,
    salary: !!value.salary,
    more: moreCount(value) > 0,
  };

  const empty = !Object.values(value).some(Boolean);
  return (
    <View className="pf">
      <View className="pf-bar">
        {(['region', 'jobType', 'salary', 'more'] as FilterChip[]).map((chip) => (
          <Text
            key={chip}
            className={`pf-chip ${active[chip] ? 'pf-chip--active' : ''} ${open === chip ? 'pf-chip--open' : ''}`}
            data-testid={`filter-chip-${chip}`}
            onClick={() => setOpen(open === chip ? undefined : chip)}
          >
            {chipText[chip]}
          </Text>
        ))}
        {empty ? null : (
          <Text className="pf-reset" data-testid="filter-reset" onClick={() => (setOpen(undefined), onChange({}))}>
            {t('filters.reset')}
          </Text>
        )}
      </View>
      {open ? <FilterPanel open={open} value={value} onChange={onChange} onClose={() => setOpen(undefined)} /> : null}
    </View>
  );
}
