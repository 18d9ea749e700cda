import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const looks = {
  warning: { color: 'yellow', icon: IconAlertTriangle, role: 'status' },
  error: { color: 'red', icon: IconCircleX, role: 'alert' },
  success: { color: 'green', icon: IconCircleCheck, role: 'status' },
} as const;

// The warning, error and success boxes of every form.
export function FormAlert({ kind, children }: { kind: keyof typeof looks; children: ReactNode }) {
  if (!children) return null;
  const { color, icon: Icon, role } = looks[kind];
  return (
    <Alert color={color} variant="light" icon={<Icon size={20} aria-hidden />} role={role}>
      {children}
    </Alert>
  );
}
