import { Text } from '@mantine/core';
import { figureLines, type InvoiceFiguresModel } from '../invoice-figure-lines';
import classes from './plain-invoice-figures.module.css';

// The invoice's figures as InvoiceFigures shows them to staff, in a plain table: Mantine's Table brings its scroll
// area and floating-ui with it, a sixth of a public page's first load (web/scripts/check-budgets.mjs).
export function PlainInvoiceFigures({ figures, label }: { figures: InvoiceFiguresModel; label: string }) {
  return (
    <table aria-label={label} className={classes.figures}>
      <tbody>
        {figureLines(figures).map(({ label: name, detail, amount, strong }) => (
          <tr key={name} data-strong={strong || undefined}>
            <th scope="row">
              {name}
              {detail && (
                <Text span display="block" size="xs" c="dimmed" fw={400}>
                  {detail}
                </Text>
              )}
            </th>
            <td>{amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
