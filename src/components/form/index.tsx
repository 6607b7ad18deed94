import { useId, type ReactNode } from 'react';
import { View, Text, Input, Button, Textarea, Switch } from '@tarojs/components';
import './form.scss';

interface FieldProps {
  label?: string;
  error?: string;
  children: ReactNode;
  extra?: ReactNode;
  name?: string;
}

/** A labelled row with its error under it. */
export function Field({ label, error, children, extra, name }: FieldProps) {
  return (
    <View className={`form-field ${error ? 'form-field--error' : ''}`} data-field={name}>
      {label ? <Text className="form-field__label">{label}</Text> : null}
      <View className="form-field__control">
        <View className="form-field__input">{children}</View>
        {extra}
      </View>
      {error ? (
        <Text className="form-field__error" data-testid={name ? `error-${name}` : undefined}>
          {error}
        </Text>
      ) : null}
    </View>
  );
}

interface TextFieldProps {
  name: string;
  label?: string;
  value: string | undefined;
  placeholder?: string;
  error?: string;
  password?: boolean;
  type?: 'text' | 'number' | 'digit' | 'idcard';
  maxlength?: number;
  extra?: ReactNode;
  onChange: (value: string) => void;
}

export function TextField({
  name,
  label,
  value,
  placeholder,
  error,
  password,
  type = 'text',
  maxlength,
  extra,
  onChange,
}: TextFieldProps) {
  return (
    <Field label={label} error={error} extra={extra} name={name}>
      <Input
        className="form-input"
        name={name}
        value={value ?? ''}
        password={password}
        type={type}
        maxlength={maxlength ?? 140}
        placeholder={placeholder}
        placeholderClass="form-input__placeholder"
        // The field's name for a screen reader: the label above it is a separate text.
        aria-label={label ?? placeholder}
        data-testid={`input-${name}`}
        onInput={(e) => onChange(e.detail.value)}
      />
    </Field>
  );
}

interface SubmitProps {
  text: string;
  loading?: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId?: string;
  plain?: boolean;
}

/**
 * Submits from onClick (architecture trap: on H5 a formType="submit" button fires only on touch).
 */
export function SubmitButton({ text, loading, disabled, onClick, testId, plain }: SubmitProps) {
  return (
    <Button
      className={`form-submit ${plain ? 'form-submit--plain' : ''}`}
      loading={loading}
      disabled={disabled || loading}
      onClick={onClick}
      data-testid={testId}
    >
      {text}
    </Button>
  );
}

interface CheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
  testId?: string;
}

/** A tick box with inline content (links inside must stop propagation). */
export function CheckRow({ checked, onChange, children, error, testId }: CheckProps) {
  // The box is named by the sentence beside it.
  const textId = `check-${useId().replace(/:/g, '')}`;
  return (
    <View className="form-check">
      <View className="form-check__row">
        <View
          className={`form-check__box ${checked ? 'form-check__box--on' : ''}`}
          role="checkbox"
          aria-checked={checked}
          aria-labelledby={textId}
          data-testid={testId}
          onClick={() => onChange(!checked)}
        />
        <View className="form-check__text" id={textId}>
          {children}
        </View>
      </View>
      {error ? <Text className="form-field__error">{error}</Text> : null}
    </View>
  );
}

/** A text link inside a sentence. */
export function InlineLink({ text, onClick, testId }: { text: string; onClick: () => void; testId?: string }) {
  return (
    <Text
      className="form-link"
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      {text}
    </Text>
  );
}

/** Multi-line text with its character count against the limit. */
export function TextAreaField({
  name,
  label,
  value,
  placeholder,
  error,
  maxlength,
  onChange,
}: {
  name: string;
  label: string;
  value: string | undefined;
  placeholder?: string;
  error?: string;
  maxlength: number;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} error={error} name={name}>
      <Textarea
        className="form-textarea"
        value={value ?? ''}
        // one more than the limit, so an over-long paste is refused with the limit message, not cut silently
        maxlength={maxlength + 1}
        autoHeight
        placeholder={placeholder}
        placeholderClass="form-input__placeholder"
        nativeProps={{ 'aria-label': label }}
        data-testid={`input-${name}`}
        onInput={(e) => onChange(e.detail.value)}
      />
      <Text className="form-count">{`${(value ?? '').length}/${maxlength}`}</Text>
    </Field>
  );
}

export function SwitchField({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean | undefined;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Field name={name}>
      <View className="form-switch-row">
        {/* The same size as every other field's label (a bare Text took the page's larger default). */}
        <Text className="form-switch-row__label">{label}</Text>
        <Switch
          checked={Boolean(checked)}
          color="#147a43"
          nativeProps={{ 'aria-label': label }}
          data-testid={`switch-${name}`}
          onChange={(e) => onChange(e.detail.value)}
        />
      </View>
    </Field>
  );
}
