import { View, Text, Image } from '@tarojs/components';
import { useT } from '@/lib/i18n';
import { assetUrl } from '@/lib/request';
import { useImageUpload } from '@/lib/use-image-upload';
import { imageUploadFor } from '@/services/uploads';
import { Field } from '../form';
import '@/locales/account';

interface Props {
  name: string;
  label: string;
  value: string | undefined;
  error?: string;
  hint?: string;
  /** A private document (business license…): stored apart and shown through a short-lived signed link. */
  privateDocument?: boolean;
  onChange: (url: string) => void;
}

/**
 * Picks an image (JPG/JPEG/PNG up to 1 MB, checked before sending), uploads it with visible progress,
 * and answers the URL the server stored it under.
 */
export function ImageField({ name, label, value, error, hint, privateDocument, onChange }: Props) {
  const t = useT();
  const { progress, pick: pickImage } = useImageUpload(imageUploadFor(privateDocument));

  const pick = async () => {
    const picked = await pickImage();
    if (picked) onChange(picked.answer.url);
  };

  return (
    <Field label={label} error={error} name={name}>
      <View className="image-field" data-testid={`image-${name}`} onClick={() => void pick()}>
        {value ? (
          <Image className="image-field__preview" src={assetUrl(value)} mode="aspectFill" imgProps={{ alt: label }} />
        ) : (
          <View className="image-field__placeholder" aria-hidden="true">
            +
          </View>
        )}
        <View className="image-field__text">
          <Text>
            {progress !== undefined
              ? t('account.uploading', { percent: progress })
              : value
                ? t('upload.replace')
                : t('upload.choose')}
          </Text>
          {hint ? <Text className="image-field__hint">{hint}</Text> : null}
        </View>
      </View>
    </Field>
  );
}
