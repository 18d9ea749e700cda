import { Button, Container, Group } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { Link } from 'react-router';
import { BrandLogo } from '../../../ui/brand-logo';
import classes from '../landing-page.module.css';

interface TopBarProps {
  getStartedPath: string;
}

// Transparent over the hero; once the page moves, a solid bar keeps the text readable.
export function TopBar({ getStartedPath }: TopBarProps) {
  const [scroll] = useWindowScroll();
  const scrolled = scroll.y > 16;

  return (
    <header className={classes.topBar} data-scrolled={scrolled || undefined}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <BrandLogo inverted={!scrolled} />
          <Button component={Link} to={getStartedPath} variant={scrolled ? 'filled' : 'white'} radius="xl">
            Get Started
          </Button>
        </Group>
      </Container>
    </header>
  );
}
