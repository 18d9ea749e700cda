// The filled button of an action that completes something (resolving a ticket,
// marking an invoice paid). Mantine's filled green is 3.4:1 under white text,
// below WCAG AA; its darkest teal is 5:1 and still reads as green.
export const completeColour = 'teal.9';
