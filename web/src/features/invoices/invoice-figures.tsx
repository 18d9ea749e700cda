import { Table, Text } from '@mantine/core';
import { type FigureLine, figureLines, type InvoiceFiguresModel } from './invoice-figure-lines';

function Line({ label, detail, amount, strong }: FigureLine) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 500}>
        {label}
        {detail && (
          <Text span display="block" size="xs" c="dimmed" fw={400}>
            {detail}
          </Text>
        )}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Table.Td>
    </Table.Tr>
  );
}

export function InvoiceFigures({ figures, label }: { figures: InvoiceFiguresModel; label: string }) {
  return (
    <Table aria-label={label} verticalSpacing="xs">
      <Table.Tbody>
        {figureLines(figures).map((line) => (
          <Line key={line.label} {...line} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
