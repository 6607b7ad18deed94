import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { formatChinaTime, type Interview } from '@common/applications';
import { PIPELINE_MSG } from '@common/messages.pipeline';
import type { InterviewSlot } from '@common/interview-scheduling';
import * as scheduling from '@/api/interview-scheduling';
import { SubmitButton } from '@/components/form';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import { toast } from '@/lib/toast';
import '../strings';
import '../scheduling-strings';

/** Why a slot cannot be chosen ('' when it can): its state, or its time has passed. */
export function slotBlock(slot: InterviewSlot, now = Date.now()): '' | 'taken' | 'released' | 'picked' | 'past' {
  if (slot.status !== 'open') return slot.status;
  return Date.parse(slot.time) <= now ? 'past' : '';
}

/** Whether the seeker still has a time to pick on this invitation. */
export function hasOpenSlots(interview: Pick<Interview, 'status' | 'slots'>): boolean {
  return interview.status === 'invited' && interview.slots.some((slot) => slot.status === 'open');
}

/**
 * The seeker's choice among the times an invitation offers: taken, released and past times are shown but
 * cannot be chosen. 确认 picks the time (which accepts the invitation). First come: when another candidate
 * took the time a moment before, the refusal is shown and `onChanged` reloads the interview so the slot
 * reads 已被选走.
 */
export function SlotPicker({ interview, onChanged }: { interview: Interview; onChanged: () => void }) {
  const t = useT();
  const [chosen, setChosen] = useState<number>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (chosen === undefined) {
      void toast({ title: t('sched.pickNone'), icon: 'none' });
      return;
    }
    setBusy(true);
    try {
      await call(scheduling.pickSlot, { id: interview.id, slotId: chosen });
      void toast({ title: t(PIPELINE_MSG.slots.picked), icon: 'success' });
      onChanged();
    } catch (error) {
      const refusal = shownRefusal(error);
      // The slot went to someone else (or closed): show the times as they are now.
      if (refusal.key === PIPELINE_MSG.slots.taken || refusal.key === PIPELINE_MSG.slots.notOpen) {
        setChosen(undefined);
        onChanged();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <View className="slot-picker" data-testid="slot-picker">
      <Text className="slot-picker__title">{t('sched.pickTitle')}</Text>
      {interview.slots.map((slot) => {
        const block = slotBlock(slot);
        const selected = chosen === slot.id;
        return (
          <View
            key={slot.id}
            className={`slot-choice ${selected ? 'slot-choice--on' : ''} ${block ? 'slot-choice--off' : ''}`}
            data-testid={`slot-${slot.id}`}
            data-disabled={block ? '1' : '0'}
            onClick={() => (block || busy ? undefined : setChosen(slot.id))}
          >
            <Text className="slot-choice__mark">{selected ? '●' : '○'}</Text>
            <Text className="slot-choice__time">{formatChinaTime(slot.time)}</Text>
            {block ? <Text className="slot-choice__label">{t(`sched.slot.${block}`)}</Text> : null}
          </View>
        );
      })}
      <SubmitButton
        text={t('sched.pickConfirm')}
        loading={busy}
        disabled={chosen === undefined}
        onClick={() => void confirm()}
        testId="slot-confirm"
      />
    </View>
  );
}
