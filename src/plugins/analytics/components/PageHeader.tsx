import { Heading, HStack, Link } from '@chakra-ui/react';
import { RouteLink } from '@kernel';

/** An analytics page's title and the link to its sister page, which opens on the months shown here (`params`). */
export function PageHeader({ title, linkTo, linkLabel, params }: { title: string; linkTo: string; linkLabel: string; params?: Record<string, string> }) {
  return (
    <HStack justify="space-between" flexWrap="wrap" gap="3">
      <Heading as="h1" size="2xl">{title}</Heading>
      <Link asChild color="brand.700">
        <RouteLink to={linkTo} params={params}>{linkLabel}</RouteLink>
      </Link>
    </HStack>
  );
}
