import { Heading, HStack, Link } from '@chakra-ui/react';
import { RouteLink } from '@kernel';

/** An analytics page's title and the link to its sister page. */
export function PageHeader({ title, linkTo, linkLabel }: { title: string; linkTo: string; linkLabel: string }) {
  return (
    <HStack justify="space-between" flexWrap="wrap" gap="3">
      <Heading as="h1" size="2xl">{title}</Heading>
      <Link asChild color="brand.700">
        <RouteLink to={linkTo}>{linkLabel}</RouteLink>
      </Link>
    </HStack>
  );
}
