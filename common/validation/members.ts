/** A project member cannot be added twice (spec section 5). */
import { z } from 'zod';
import { MSG } from '../messages';

export type MemberKey = string | number;

/** Index of the first entry whose key repeats an earlier one, or -1. */
export function findDuplicateMember<T>(members: readonly T[], keyOf: (member: T) => MemberKey): number {
  const seen = new Set<MemberKey>();
  for (let i = 0; i < members.length; i += 1) {
    const key = keyOf(members[i]);
    if (seen.has(key)) return i;
    seen.add(key);
  }
  return -1;
}

/** For the "add member" action: false when `candidate` is already in the list. */
export function canAddMember<T>(members: readonly T[], candidate: T, keyOf: (member: T) => MemberKey): boolean {
  const key = keyOf(candidate);
  return !members.some((member) => keyOf(member) === key);
}

/**
 * Refinement for a member list: `z.array(member).superRefine(uniqueMembers((m) => m.userId))`. Each repeat
 * gets 'duplicate member cannot be added' at its index.
 */
export function uniqueMembers<T>(keyOf: (member: T) => MemberKey) {
  return (members: T[], ctx: z.core.$RefinementCtx<T[]>): void => {
    const seen = new Set<MemberKey>();
    members.forEach((member, index) => {
      const key = keyOf(member);
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: MSG.validation.duplicateMember, path: [index], input: member });
      }
      seen.add(key);
    });
  };
}
