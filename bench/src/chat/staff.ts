import { forkChild } from './child-process.js';
import type { SendResult } from './protocol.js';

// The staff sender in a process of its own, connected once to its server copy.
export async function startStaffSender(address: string, token: string, profile: string[]) {
  const child = forkChild(new URL('./staff-process.ts', import.meta.url), profile);
  try {
    await child.ask({ kind: 'connect', address, token });
  } catch (error) {
    await child.stop();
    throw error;
  }
  return {
    pid: child.pid,
    send: (rooms: string[], messages: number, rate: number) =>
      child.ask<SendResult>({ kind: 'send', rooms, messages, rate }),
    stop: () => child.stop(),
  };
}

export type StaffSender = Awaited<ReturnType<typeof startStaffSender>>;
