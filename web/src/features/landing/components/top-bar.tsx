import { Button, Container, Group } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { BrandLogo } from '../../../ui/brand-logo';
import classes from '../landing-page.module.css';

interface TopBarProps {
  getStartedPath: string;
  logInPath: string;
}

// Transparent over the hero; once the page moves, a solid bar keeps the text
// readable. Returning users log in from here; new ones get started.
export function TopBar({ getStartedPath, logInPath }: TopBarProps) {
  const [scroll] = useWindowScroll();
  const scrolled = scroll.y > 16;

  return (
    <header className={classes.topBar} data-scrolled={scrolled || undefined}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <BrandLogo inverted={!scrolled} />
          <Group gap="xs" wrap="nowrap">
            <Button
              component="a"
              href={logInPath}
              variant={scrolled ? 'subtle' : 'transparent'}
              c={scrolled ? undefined : 'white'}
              radius="xl"
            >
              Log in
            </Button>
            <Button component="a" href={getStartedPath} variant={scrolled ? 'filled' : 'white'} radius="xl">
              Get Started
            </Button>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
