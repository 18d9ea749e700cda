import { Badge, Box, Group, Text } from '@mantine/core';
import { type SearchHit, type SearchKind, searchKindLabels } from '@srm/contract';

const kindColours: Record<SearchKind, string> = {
  ticket: 'blue',
  stakeholder: 'teal',
  staff: 'grape',
  feedback: 'orange',
  invoice: 'green',
};

// Its reference, and one line more when there is one.
const referenceLine = (hit: SearchHit) => (hit.detail ? `${hit.reference} · ${hit.detail}` : hit.reference);

// How a hit is read aloud: every word it shows, in the order shown, so speech control finds it by them.
export const searchHitLabel = (hit: SearchHit) => `${searchKindLabels[hit.kind]} ${hit.title}, ${referenceLine(hit)}`;

// One hit of the search across everything: what it is, its title, its reference and one line more.
export function SearchHitSummary({ hit }: { hit: SearchHit }) {
  return (
    <Group wrap="nowrap" gap="sm" miw={0} w="100%">
      <Badge variant="light" color={kindColours[hit.kind]} w={104} style={{ flexShrink: 0 }}>
        {searchKindLabels[hit.kind]}
      </Badge>
      {/* Spaces keep the pieces' words apart in the text tools read (as in the hit's name); the layout ignores them. */}{' '}
      {/* Wrapped, never cut: a phone's palette shows the whole title and reference line. */}
      <Box miw={0} flex={1} style={{ overflowWrap: 'anywhere' }}>
        <Text size="sm" fw={600}>
          {hit.title}
        </Text>{' '}
        <Text size="xs" c="dimmed">
          {referenceLine(hit)}
        </Text>
      </Box>
    </Group>
  );
}
