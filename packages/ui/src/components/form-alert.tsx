import { Alert } from '@chakra-ui/react';

/** The message for a whole form (invalid input, the server's refusal), announced to screen readers. */
export function FormAlert({ children }: { children: string }) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="md">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
