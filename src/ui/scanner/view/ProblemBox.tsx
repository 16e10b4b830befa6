import { Box, Button, Text } from '@chakra-ui/react';
import { memo } from 'react';

/** A camera problem, with the way out: typing the code. */
export const ProblemBox = memo(function ProblemBox({ message, typeInstead, onTypeInstead }: { message: string; typeInstead: string; onTypeInstead: () => void }) {
  return (
    <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" color="red.800" p="3" borderRadius="md">
      <Text>{message}</Text>
      <Button mt="2" size="sm" variant="outline" onClick={onTypeInstead}>{typeInstead}</Button>
    </Box>
  );
});
