import { type MantineColor, Paper, Skeleton, Text } from '@mantine/core';
import { readableTextOf, tintOf } from '../../../ui/status-badge';

// One figure of a dashboard block: its name over its value, coloured by what it counts.
interface FigureCardProps {
  label: string;
  // Null while the figures load.
  value: string | null;
  // A second, smaller figure under the value.
  note?: string | undefined;
  colour: MantineColor;
}

export function FigureCard({ label, value, note, colour }: FigureCardProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={tintOf(colour)}
      style={{ borderLeft: `4px solid var(--mantine-color-${colour}-6)` }}
    >
      <Text size="sm" fw={600} c={readableTextOf(colour)}>
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={30} w={96} mt={4} aria-hidden />
      ) : (
        <Text fz={24} fw={700} c={readableTextOf(colour)} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      )}
      {note && value !== null && (
        <Text size="sm" c={readableTextOf(colour)}>
          {note}
        </Text>
      )}
    </Paper>
  );
}
