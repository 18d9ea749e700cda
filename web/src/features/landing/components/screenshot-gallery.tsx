import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import classes from '../landing-page.module.css';
import { useAutoScroll } from '../use-auto-scroll';

export interface Screenshot {
  src: string;
  alt: string;
}

interface ScreenshotGalleryProps {
  title: string;
  description: string;
  screenshots: Screenshot[];
}

// The gallery moves down 200 px every 300 ms.
const stepPx = 200;
const intervalMs = 300;

export function ScreenshotGallery({ title, description, screenshots }: ScreenshotGalleryProps) {
  // Someone reading a screenshot, with the mouse or the keyboard, keeps it still.
  const [paused, setPaused] = useState(false);
  const viewportRef = useAutoScroll<HTMLElement>({ stepPx, intervalMs, paused });

  return (
    <Stack gap="sm">
      <Title order={3}>{title}</Title>
      <Text c="dimmed">{description}</Text>
      <Paper withBorder radius="lg" className={classes.galleryFrame}>
        <section
          ref={viewportRef}
          className={classes.galleryViewport}
          aria-label={`${title} screenshots`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          data-testid="screenshot-gallery"
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          {screenshots.map((shot) => (
            <img
              key={shot.src}
              src={shot.src}
              alt={shot.alt}
              width={400}
              height={720}
              loading="lazy"
              decoding="async"
              className={classes.screenshot}
            />
          ))}
        </section>
      </Paper>
    </Stack>
  );
}
