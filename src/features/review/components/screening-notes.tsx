import { Text, View } from '@tarojs/components';
import type { ReviewQueuePosition } from '@common/review';
import type { ScreeningFinding } from '@common/screening/findings';
import { useT } from '@/lib/i18n';

/** The screened fields as the review row names them (the position body's names). */
type ScreenedText = 'title' | 'responsibilities' | 'requirements' | 'conditions' | 'workingHours';

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text cut into plain and marked parts: every occurrence of the words, longest first. */
export function markedParts(text: string, words: readonly string[]): { text: string; marked: boolean }[] {
  const wanted = [...new Set(words.filter((word) => word !== ''))].sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return [{ text, marked: false }];
  const lower = new Set(wanted.map((word) => word.toLowerCase()));
  return text
    .split(new RegExp(`(${wanted.map(escape).join('|')})`, 'i'))
    .filter((part) => part !== '')
    .map((part) => ({ text: part, marked: lower.has(part.toLowerCase()) }));
}

/** A field's text with the screening's words marked (the operator's eye goes to them first). */
export function MarkedText({
  text,
  findings,
  testId,
}: {
  text: string;
  findings: ScreeningFinding[];
  testId?: string;
}) {
  return (
    <Text className="review-card__text" data-testid={testId}>
      {markedParts(
        text,
        findings.flatMap((finding) => finding.words),
      ).map((part, index) =>
        part.marked ? (
          <Text key={index} className="review-mark" data-testid="review-mark">
            {part.text}
          </Text>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}

/** The findings of one field. */
export const findingsOf = (row: ReviewQueuePosition, field: ScreenedText) =>
  (row.screening ?? []).filter((finding) => finding.field === field);

/**
 * What the screening sent to review (issue 33, part 2), one line per finding: its category, its field and its
 * words; the fields' texts below mark the same words. (A refused save is never stored, so every finding here
 * is a doubtful one, or a gender rule a lawful job turned into one.)
 */
export function ScreeningNotes({ row }: { row: ReviewQueuePosition }) {
  const t = useT();
  const findings = row.screening ?? [];
  if (findings.length === 0) return null;
  return (
    <View className="review-screening" data-testid="review-screening">
      <Text className="review-screening__title">{t('review.screening')}</Text>
      {findings.map((finding) => (
        <Text key={`${finding.field}-${finding.rule}`} className="review-screening__line">
          {`${t(`screening.category.${finding.category}`)} · ${t(`review.field.${finding.field}`)}：${finding.words.join('、')}`}
        </Text>
      ))}
    </View>
  );
}
