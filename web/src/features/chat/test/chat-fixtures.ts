import type { ChatMessage, ChatUser } from '@srm/contract';

export const chatOrganizationId = '0d3f5a43-3c1e-4f7e-9a0c-6c2b1b9e4d21';
export const graceRoomId = '8c1f4e2a-6b3d-4c5e-9f0a-1b2c3d4e5f60';
export const tundeRoomId = '9d2a5f3b-7c4e-4d6f-8a1b-2c3d4e5f6a71';

const sentAt = (sequence: number) => new Date(Date.UTC(2025, 5, 30, 9, 0, sequence)).toISOString();

// Message `sequence` of Grace's conversation; odd ones hers, even ones the staff's.
export function chatMessage(sequence: number, fields: Partial<ChatMessage> = {}): ChatMessage {
  const fromGrace = sequence % 2 === 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    roomId: graceRoomId,
    sequence,
    clientId: `client-${sequence}`,
    message: `Message ${sequence}`,
    timeSent: sentAt(sequence),
    senderEmail: fromGrace ? 'grace@ope.ng' : 'Admin',
    sender: fromGrace ? 'stakeholder' : 'staff',
    senderName: fromGrace ? 'Grace Ope' : 'Ada Obi',
    ...fields,
  };
}

export const messagesFrom = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => chatMessage(first + index));

export const grace: ChatUser = {
  _id: graceRoomId,
  fullName: 'Grace Ope',
  email: 'grace@ope.ng',
  seen: false,
  updated_at: '2025-06-30T09:05:00.000Z',
  last_message: { message: 'Is my order on its way?', sender: 'stakeholder', sequence: 3 },
  stakeholder: { id: '4f5e6d7c-8b9a-4c1d-9e2f-3a4b5c6d7e8f', reference: 'STK-000007', name: 'Grace Ope' },
  verified: true,
  tickets: [],
};

export const tunde: ChatUser = {
  _id: tundeRoomId,
  fullName: 'Tunde Bello',
  email: 'tunde@bello.ng',
  seen: true,
  updated_at: '2025-06-29T15:00:00.000Z',
  last_message: { message: 'Thank you', sender: 'stakeholder', sequence: 2 },
  stakeholder: null,
  verified: true,
  tickets: [],
};
