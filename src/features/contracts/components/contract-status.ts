import type { ContractStatus } from '@common/constants';

/** The colour family of a status tag. */
export function statusTone(status: ContractStatus): 'wait' | 'ok' | 'off' | 'bad' {
  if (status === 'signed') return 'ok';
  if (status === 'draft' || status === 'sent') return 'wait';
  if (status === 'abnormal' || status === 'refused') return 'bad';
  return 'off';
}
