import { Progress, Stack, Text, Title } from '@mantine/core';

interface FormTitleProps {
  title: string;
  subtitle?: string;
  // A multi-step form shows 'Step N of M' and a bar as wide as N/M.
  step?: { current: number; total: number };
}

export function FormTitle({ title, subtitle, step }: FormTitleProps) {
  return (
    <Stack gap={6}>
      {step && (
        <>
          <Text size="sm" fw={600} c="srm">
            Step {step.current} of {step.total}
          </Text>
          <Progress
            value={Math.round((step.current / step.total) * 100)}
            size="sm"
            aria-label={`Step ${step.current} of ${step.total}`}
          />
        </>
      )}
      <Title order={1} size="h2" mt={step ? 'xs' : 0}>
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
