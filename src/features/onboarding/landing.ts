/**
 * What the onboarding screen shows for the server's answer (GET onboarding): the identity choice, a step,
 * the wait for a join request, the landing (onboarding over: finish it and open home), or, for an account that
 * is not onboarding and has nothing left (a demo account opening the page), that everything is done.
 */
import type { Onboarding, OnboardingStep } from '@common/onboarding';

export type Screen =
  | { kind: 'identity' }
  | { kind: 'step'; step: OnboardingStep; index: number; total: number }
  | { kind: 'waiting' }
  | { kind: 'land'; expectationId: number | null }
  | { kind: 'done' };

export function screenOf(state: Onboarding): Screen {
  if (!state.identity) return { kind: 'identity' };
  if (state.next) {
    return {
      kind: 'step',
      step: state.next,
      index: state.steps.findIndex((step) => step.key === state.next),
      total: state.steps.length,
    };
  }
  // A join request not answered yet: the recruiter is told and may go on to home (or withdraw it).
  if (state.steps.some((step) => step.state === 'waiting')) return { kind: 'waiting' };
  if (state.active) return { kind: 'land', expectationId: state.identity === 'seeker' ? state.expectationId : null };
  return { kind: 'done' };
}
