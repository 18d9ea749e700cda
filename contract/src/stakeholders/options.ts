// Spec part 2 §3: how sensitive a stakeholder's record is; who may see each
// level is a permission (permissions/sensitivity.ts).
export const stakeholderSensitivities = ['most_confidential', 'confidential', 'restricted'] as const;
export type StakeholderSensitivity = (typeof stakeholderSensitivities)[number];
