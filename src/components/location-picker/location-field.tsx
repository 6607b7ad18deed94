import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { Field } from '../form';
import { loadRegions, regionLabel, type RegionNode } from '@/services/regions';
import { chooseLocation, type ChosenPlace } from './location-channel';

interface Props {
  name: string;
  label: string;
  placeholder: string;
  error?: string;
  maxlength: number;
  value: Partial<ChosenPlace>;
  onChange: (place: ChosenPlace) => void;
}

/** A form row showing a place (region, address, point); tapping it opens /choose-location. */
export function LocationField({ name, label, placeholder, error, maxlength, value, onChange }: Props) {
  const [tree, setTree] = useState<RegionNode[]>([]);
  useEffect(() => {
    loadRegions().then(setTree, () => undefined);
  }, []);
  const region = value.region && tree.length ? regionLabel(tree, value.region) : '';
  const shown = [region, value.address].filter(Boolean).join(' · ');
  return (
    <Field label={label} error={error} name={name}>
      <View
        className={`picker-value ${shown ? '' : 'picker-value--empty'}`}
        data-testid={`location-${name}`}
        onClick={() => chooseLocation(value, maxlength, onChange)}
      >
        <Text>{shown || placeholder}</Text>
        {value.latitude !== undefined ? <Text className="location-field__pin"> 📍</Text> : null}
      </View>
    </Field>
  );
}
