import { type ChatMessage, ticketTitleMaxLength } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import { titleOfChatMessages } from './chat-ticket-messages';

const message = (sequence: number, sender: ChatMessage['sender'], text: string): ChatMessage => ({
  id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
  roomId: '8c1f4e2a-6b3d-4c5e-9f0a-1b2c3d4e5f60',
  sequence,
  clientId: `client-${sequence}`,
  message: text,
  timeSent: new Date(Date.UTC(2025, 5, 30, 9, 0, sequence)).toISOString(),
  senderEmail: sender === 'stakeholder' ? 'grace@ope.ng' : 'Admin',
  sender,
  senderName: sender === 'stakeholder' ? 'Grace Ope' : 'Ada Obi',
});

describe('titleOfChatMessages', () => {
  it("takes the stakeholder's first chosen message, on one line", () => {
    const chosen = [
      message(5, 'stakeholder', 'Any news?'),
      message(2, 'staff', 'Which order?'),
      message(3, 'stakeholder', '  My order 7\n never   arrived '),
    ];
    expect(titleOfChatMessages(chosen)).toBe('My order 7 never arrived');
  });

  it("takes the first message when none of the stakeholder's is chosen", () => {
    expect(titleOfChatMessages([message(4, 'staff', 'Refund sent'), message(2, 'staff', 'Looking')])).toBe('Looking');
  });

  it("cuts a long message to the title's limit, marked as cut", () => {
    const title = titleOfChatMessages([message(1, 'stakeholder', `${'word '.repeat(80)}end`)]);
    expect(title).toHaveLength(ticketTitleMaxLength);
    expect(title.endsWith('word…')).toBe(true);
  });
});
