import { Avatar, type AvatarProps } from '@mantine/core';

// Departments: the avatar colour comes from a nine-colour
// palette by the first letter of the name, so a name keeps its colour.
const palette = ['blue', 'teal', 'grape', 'orange', 'cyan', 'pink', 'indigo', 'lime', 'red'] as const;

export function colourForName(name: string) {
  const first = name.trim().toUpperCase().charCodeAt(0) || 0;
  return palette[first % palette.length] as string;
}

export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : (words[0]?.[1] ?? ''))).toUpperCase();
}

export function InitialsAvatar({ name, ...props }: { name: string } & Omit<AvatarProps, 'color' | 'children'>) {
  return (
    <Avatar color={colourForName(name)} variant="filled" radius="xl" aria-hidden {...props}>
      {initialsOf(name)}
    </Avatar>
  );
}
