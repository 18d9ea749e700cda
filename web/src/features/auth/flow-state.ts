import { emailField, otpField } from '@srm/contract';
import { useLocation } from 'react-router';
import { z } from 'zod';

// Each step hands the next its email (and code) in the navigation state.
const FlowState = z.object({ email: emailField, otp: otpField.optional() });
export type FlowState = z.infer<typeof FlowState>;

// The state the previous step passed, or null when the page was opened directly.
export function useFlowState(): FlowState | null {
  const parsed = FlowState.safeParse(useLocation().state);
  return parsed.success ? parsed.data : null;
}
