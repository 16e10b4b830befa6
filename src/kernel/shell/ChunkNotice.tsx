import { Box, Button, Text } from '@chakra-ui/react';

/**
 * Says why a page cannot open and offers a reload. Built only from what the login screen already loaded (no lazy
 * chunk), because the reason it shows is that chunks did not load.
 */
export function ChunkNotice({ message, action }: { message: string; action: string }) {
  return (
    <Box role="alert" maxW="lg" mx="auto" mt="10" p="5" borderWidth="1px" borderRadius="md" bg="bg" textAlign="center">
      <Text mb="4">{message}</Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>{action}</Button>
    </Box>
  );
}
