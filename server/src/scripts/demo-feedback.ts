import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { nextReference } from '../db/references.js';
import { feedback } from '../db/schema/index.js';

const hourMs = 60 * 60 * 1000;

// What stakeholders wrote through the three product forms, newest last.
const demoFeedback = [
  [
    'acadaboo',
    'Bola Adebayo',
    'Lesson videos stop halfway',
    'On the Year 2 maths course the videos stop at about half way and never resume.',
  ],
  [
    'acadaboo',
    'Kofi Boateng',
    'Please add a dark mode',
    'My children study at night and the white screens are very bright.',
  ],
  [
    'neo',
    'Zainab Musa',
    'Card payment declined twice',
    'I tried to pay my subscription with a GTBank card and it was declined twice, but the bank says all is fine.',
  ],
  ['oberon', 'Emeka Nnaji', 'Report export misses March', 'The quarterly export only has January and February rows.'],
  [
    'acadaboo',
    'Halima Bello',
    'Cannot reset my password',
    'The reset email never arrives. I checked the spam folder too.',
  ],
  [
    'neo',
    'Yetunde Cole',
    'App crashes when opening receipts',
    'Every time I tap a receipt the app closes. Android 13, Tecno phone.',
  ],
  ['oberon', 'Ama Owusu', 'Great new dashboard', 'Just wanted to say the new dashboard is much faster. Thank you!'],
  ['neo', 'Ifeanyi Okeke', 'Wrong balance after top-up', 'I topped up 5,000 naira and the balance shows 500.'],
] as const;

const emailOf = (name: string) => `${name.toLowerCase().replace(' ', '.')}@example.ng`;

// Feedback for the demo organisation, spread over the last few days, so the
// inbox, the product cards and '+ Create a Ticket' have something to show.
// Added once: an organisation that has feedback already gets none.
export async function seedDemoFeedback(db: Database, { organizationId, now }: { organizationId: string; now: Date }) {
  const [existing] = await db.select({ n: count() }).from(feedback).where(eq(feedback.organizationId, organizationId));
  if ((existing?.n ?? 0) > 0) return 0;
  await db.transaction(async (tx) => {
    for (const [index, [product, name, subject, message]] of demoFeedback.entries()) {
      const createdAt = new Date(now.getTime() - (demoFeedback.length - index) * 9 * hourMs);
      const { number, reference } = await nextReference(tx, organizationId, 'FBK');
      await tx.insert(feedback).values({
        organizationId,
        number,
        reference,
        product,
        subject,
        message,
        stakeholderName: name,
        stakeholderEmail: emailOf(name),
        createdAt,
        updatedAt: createdAt,
      });
    }
  });
  return demoFeedback.length;
}
